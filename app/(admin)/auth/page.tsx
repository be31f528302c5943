import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { AuthTabs } from '@/components/admin/auth-tabs'
import { Container } from '@/components/ui/container'
import { Heading } from '@/components/ui/heading'
import { getSessionUser } from '@/lib/auth/session'

export const metadata: Metadata = { title: 'Acceso al panel' }

export default async function AuthPage() {
  // Spec: an existing session goes straight to the dashboard.
  if (await getSessionUser()) redirect('/seo-dashboard')
  return (
    <Container className="max-w-lg">
      <Heading level={1} className="text-title text-brand-900">
        Acceso al panel
      </Heading>
      <p className="mt-3 text-muted">Inicia sesión o crea una cuenta para gestionar el SEO del sitio.</p>
      <AuthTabs />
    </Container>
  )
}
