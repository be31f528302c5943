'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { acceptsSetupToken, getAuthBackend } from '@/lib/auth/get-auth-backend'
import { getRequestLimits } from '@/lib/limits/get-request-limits'
import { choosePasswordFlow, signInFlow, signUpFlow } from '@/lib/auth/flows'
import type { ActionResult } from '@/lib/admin/action'
import type { AuthNext } from '@/lib/auth/types'
import { clientLimitKey } from '@/lib/security/client-ip'

export async function signInAction(input: unknown): Promise<ActionResult<AuthNext>> {
  return signInFlow(input, {
    backend: getAuthBackend(),
    throttles: getRequestLimits().signIn,
    clientKey: clientLimitKey(await headers()),
  })
}

export async function signUpAction(input: unknown): Promise<ActionResult<AuthNext>> {
  return signUpFlow(input, {
    backend: getAuthBackend(),
    limit: getRequestLimits().signUp,
    clientKey: clientLimitKey(await headers()),
    acceptsSetupToken,
  })
}

/** The signed-in account's password, chosen after opening an invitation (Supabase). */
export async function choosePasswordAction(input: unknown): Promise<ActionResult> {
  return choosePasswordFlow(input, getAuthBackend())
}

export async function signOutAction(): Promise<void> {
  await getAuthBackend().signOut()
  redirect('/auth')
}
