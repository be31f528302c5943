import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { AccountBar } from '@/components/admin/account-bar'
import { AdminTitle } from '@/components/admin/admin-title'
import { Container } from '@/components/ui/container'
import { getSessionUser } from '@/lib/auth/session'

export const metadata: Metadata = { title: 'Panel SEO' }

export default async function SeoDashboardPage() {
  // proxy.ts already sent visitors without a session away; this is the check that counts.
  const user = await getSessionUser()
  if (!user) redirect('/auth')

  return (
    <Container>
      <AccountBar email={user.email} />
      {user.isAdmin ? (
        <section aria-labelledby="panel-seo" className="mt-8">
          <AdminTitle id="panel-seo">Panel SEO</AdminTitle>
          <p className="mt-3 text-muted">Gestiona el SEO de cada página del sitio.</p>
          {/* The SEO dashboard (summary figures, page list, editor) goes here. */}
        </section>
      ) : (
        <section aria-labelledby="sin-acceso" className="mt-8 max-w-2xl">
          <AdminTitle id="sin-acceso">Sin acceso al panel</AdminTitle>
          <p className="mt-3">
            Tu cuenta se ha creado, pero todavía no tiene permiso para gestionar el SEO. Pide a un
            administrador que te dé acceso.
          </p>
        </section>
      )}
    </Container>
  )
}
