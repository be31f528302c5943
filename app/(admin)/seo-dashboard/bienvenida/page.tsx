import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { connection } from 'next/server'
import { AdminTitle } from '@/components/admin/admin-title'
import { ChoosePasswordForm } from '@/components/admin/choose-password-form'
import { Container } from '@/components/ui/container'
import { getSessionUser } from '@/lib/auth/session'
import { getAuthBackend } from '@/lib/auth/get-auth-backend'

export const metadata: Metadata = { title: 'Elige tu contraseña' }

/**
 * Where Supabase's invitation lands (proxy.ts opens the session from its link):
 * the invited person chooses the password they will sign in with; anyone else
 * signed in may change theirs here by giving the current one. The local
 * backend has no invitations, so the page does not exist there (404, rendered
 * per request so its scripts carry the policy's nonce).
 */
export default async function WelcomePage() {
  await connection()
  const backend = getAuthBackend()
  if (!backend.choosePassword) notFound()
  const user = await getSessionUser()
  if (!user) redirect('/auth')
  // Only an invited person's first password goes without the current one; the action checks again.
  const askCurrent = (await backend.needsCurrentPassword?.()) ?? true
  return (
    <Container>
      <div className="mx-auto max-w-lg">
        <AdminTitle>Te damos la bienvenida al panel</AdminTitle>
        <p className="mt-3 text-muted">
          Elige la contraseña con la que entrarás en el panel a partir de ahora, junto con tu correo.
        </p>
        <ChoosePasswordForm email={user.email} askCurrent={askCurrent} />
      </div>
    </Container>
  )
}
