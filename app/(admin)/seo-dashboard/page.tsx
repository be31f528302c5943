import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { AccountBar } from '@/components/admin/account-bar'
import { Container } from '@/components/ui/container'
import { Heading } from '@/components/ui/heading'
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
          <Heading level={1} id="panel-seo" className="text-title text-brand-900">
            Panel SEO
          </Heading>
          <p className="mt-3 text-muted">Gestiona el SEO de cada página del sitio.</p>
          {/* The SEO dashboard (summary figures, page list, editor) goes here. */}
        </section>
      ) : (
        <section aria-labelledby="sin-acceso" className="mt-8 max-w-2xl">
          <Heading level={1} id="sin-acceso" className="text-title text-brand-900">
            Sin acceso al panel
          </Heading>
          <p className="mt-3">
            Tu cuenta se ha creado, pero todavía no tiene permiso para gestionar el SEO. Pide a un
            administrador que te dé acceso.
          </p>
        </section>
      )}
    </Container>
  )
}
