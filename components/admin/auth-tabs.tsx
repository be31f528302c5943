'use client'

import * as Tabs from '@radix-ui/react-tabs'
import { authMessages } from '@/lib/auth/messages'
import { AuthForm, type Invitation } from './auth-form'

const tabClass =
  'flex-1 rounded-md px-4 py-2.5 font-semibold text-muted transition-colors hover:text-brand-900 data-[state=active]:bg-white data-[state=active]:text-brand-900 data-[state=active]:shadow-sm'

/**
 * The sign-in page's two tabs (sign-in first; sign-up first when the page
 * was opened through one of the local backend's links: the setup link or an
 * invitation). Arrow keys move between them. With sign-ups closed (Supabase's
 * setting, or a local site with an admin), the sign-up tab says so and offers
 * no form, unless a link opened the page.
 */
export function AuthTabs({
  setupToken,
  invitation,
  signUpsOpen = true,
}: {
  setupToken?: string
  invitation?: Invitation
  signUpsOpen?: boolean
}) {
  const throughLink = setupToken !== undefined || invitation !== undefined
  return (
    <Tabs.Root defaultValue={throughLink ? 'sign-up' : 'login'} className="mt-8">
      <Tabs.List aria-label="Acceso" className="flex gap-1 rounded-lg bg-brand-100 p-1">
        <Tabs.Trigger value="login" className={tabClass}>
          Iniciar sesión
        </Tabs.Trigger>
        <Tabs.Trigger value="sign-up" className={tabClass}>
          Crear cuenta
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="login" className="mt-4">
        <AuthForm mode="sign-in" />
      </Tabs.Content>
      <Tabs.Content value="sign-up" className="mt-4">
        {signUpsOpen || throughLink ? (
          <AuthForm mode="sign-up" setupToken={setupToken} invitation={invitation} />
        ) : (
          <p className="rounded-(--radius-card) border border-line bg-white p-6 font-medium text-brand-900 shadow-(--shadow-card) sm:p-8">
            {authMessages.signUpsClosed}
          </p>
        )}
      </Tabs.Content>
    </Tabs.Root>
  )
}
