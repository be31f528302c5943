import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { AuthTabs } from '@/components/admin/auth-tabs'
import { AdminTitle } from '@/components/admin/admin-title'
import { Container } from '@/components/ui/container'
import { authMessages } from '@/lib/auth/messages'
import { getSessionUser } from '@/lib/auth/session'
import { acceptsSetupToken, getAuthBackend } from '@/lib/auth/get-auth-backend'

export const metadata: Metadata = { title: 'Acceso al panel' }

export default async function AuthPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  // An existing session goes straight to the dashboard.
  if (await getSessionUser()) redirect('/seo-dashboard')
  // The local backend's one-time setup link (/auth?setup=…): the sign-up form carries it, the server checks it.
  // Supabase has no such link (admins are invited with `npm run admin`).
  const { setup, invitacion } = await searchParams
  const setupToken = acceptsSetupToken && typeof setup === 'string' ? setup : undefined
  const backend = getAuthBackend()
  // A local invitation link (/auth?invitacion=…) fixes the address it was made for; the server checks it again.
  const invitation = await openedInvitation(invitacion, backend.invitedEmail)
  // Sign-ups closed (Supabase's setting, or a local site with an admin): the tab says so instead of offering a form.
  const signUpsOpen = await backend.signUpsOpen()
  return (
    <Container>
      <div className="mx-auto max-w-lg">
        <AdminTitle>Acceso al panel</AdminTitle>
        <p className="mt-3 text-muted">
          {signUpsOpen
            ? 'Inicia sesión o crea una cuenta para gestionar el SEO del sitio.'
            : 'Inicia sesión para gestionar el SEO del sitio.'}
        </p>
        {/* proxy.ts lands a used or expired Supabase invitation here; a local one that is no longer valid says the same. */}
        {invitation === 'failed' && (
          <p role="alert" className="mt-4 font-medium text-danger">
            {authMessages.invitationFailed}
          </p>
        )}
        <AuthTabs
          setupToken={setupToken}
          invitation={invitation === 'failed' ? undefined : invitation}
          signUpsOpen={signUpsOpen}
        />
      </div>
    </Container>
  )
}

/** The invitation the page was opened with: its token and address, 'failed', or undefined when there is none. */
async function openedInvitation(
  param: string | string[] | undefined,
  invitedEmail: (token: string) => Promise<string | null>,
): Promise<{ token: string; email: string } | 'failed' | undefined> {
  if (param === undefined) return undefined
  if (param === 'caducada' || typeof param !== 'string') return 'failed'
  const email = await invitedEmail(param)
  return email === null ? 'failed' : { token: param, email }
}
