import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { AuthTabs } from '@/components/admin/auth-tabs'
import { AdminTitle } from '@/components/admin/admin-title'
import { Container } from '@/components/ui/container'
import { getSessionUser } from '@/lib/auth/session'

export const metadata: Metadata = { title: 'Acceso al panel' }

export default async function AuthPage() {
  // Spec: an existing session goes straight to the dashboard.
  if (await getSessionUser()) redirect('/seo-dashboard')
  return (
    <Container>
      <div className="mx-auto max-w-lg">
        <AdminTitle>Acceso al panel</AdminTitle>
        <p className="mt-3 text-muted">Inicia sesión o crea una cuenta para gestionar el SEO del sitio.</p>
        <AuthTabs />
      </div>
    </Container>
  )
}
