'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { getAuthBackend } from '@/lib/auth/backend'
import { signInFlow, signUpFlow } from '@/lib/auth/flows'
import { createSignInThrottle } from '@/lib/auth/throttle'
import type { AuthResult } from '@/lib/auth/types'
import { env } from '@/lib/env'
import { clientLimitKey } from '@/lib/security/client-address'

// One throttle for the server process: failed sign-ins per client address and per e-mail.
const throttle = createSignInThrottle({
  slowAfter: env.AUTH_SLOWDOWN_AFTER,
  lockAfter: env.AUTH_LOCKOUT_AFTER,
  windowMs: env.AUTH_LOCKOUT_SECONDS * 1000,
})

export async function signInAction(input: unknown): Promise<AuthResult> {
  return signInFlow(input, {
    backend: getAuthBackend(),
    throttle,
    clientKey: clientLimitKey(await headers()),
  })
}

export async function signUpAction(input: unknown): Promise<AuthResult> {
  return signUpFlow(input, { backend: getAuthBackend() })
}

export async function signOutAction(): Promise<void> {
  await getAuthBackend().signOut()
  redirect('/auth')
}
