import { authFieldErrors, authSchema, signUpSchema } from '@/lib/validations/auth'
import { authErrorMessage, authMessages } from './messages'
import type { SignInThrottle } from './throttle'
import type { AuthBackend, AuthOutcome, AuthResult, SignUpRequest } from './types'

// What the sign-in and sign-up actions do, apart from Next.js: validate with
// the form's schema, apply the failed-sign-in throttle, ask the backend, and
// answer in Spanish. The answer never echoes the password or internals back.

type Mode = 'sign-in' | 'sign-up'

function parseCredentials(
  input: unknown,
  mode: Mode,
): { credentials: SignUpRequest; refusal?: never } | { credentials?: never; refusal: AuthResult } {
  // A sign-up may carry the local backend's setup token; a sign-in never does.
  const parsed = (mode === 'sign-up' ? signUpSchema : authSchema).safeParse(input)
  if (parsed.success) return { credentials: parsed.data }
  const fieldErrors = authFieldErrors(parsed.error)
  const message =
    fieldErrors.email ??
    fieldErrors.password ??
    fieldErrors.setupToken ??
    authErrorMessage('unavailable', mode)
  return { refusal: { ok: false, message, fieldErrors } }
}

function answer(outcome: AuthOutcome, mode: Mode): AuthResult {
  if (!outcome.ok) return { ok: false, message: authErrorMessage(outcome.error, mode) }
  const message = mode === 'sign-in' ? authMessages.signInSuccess : authMessages.signUpSuccess
  return outcome.next === 'confirm-email'
    ? { ok: true, message, next: 'confirm-email', detail: authMessages.confirmEmail }
    : { ok: true, message, next: 'dashboard' }
}

export type SignInDeps = {
  backend: Pick<AuthBackend, 'signIn'>
  throttle: SignInThrottle
  /** The client's address (lib/leads/rate-limit.ts, clientAddress). */
  clientKey: string
  sleep?: (ms: number) => Promise<void>
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export async function signInFlow(input: unknown, deps: SignInDeps): Promise<AuthResult> {
  const { credentials, refusal } = parseCredentials(input, 'sign-in')
  if (refusal) return refusal
  const emailKey = `email:${credentials.email}`
  const keys = [`client:${deps.clientKey}`, emailKey]

  const verdict = deps.throttle.begin(keys)
  if (verdict.refused) return { ok: false, message: authMessages.tooManyFailures }
  let outcome: AuthOutcome = { ok: false, error: 'unavailable' }
  try {
    // The wait comes before the password check, so guessing gets slower for whoever guesses.
    if (verdict.delayMs > 0) await (deps.sleep ?? wait)(verdict.delayMs)
    outcome = await deps.backend.signIn(credentials)
  } catch (error) {
    console.error('Sign-in failed', error)
  } finally {
    // Only wrong credentials count as failures; a network error or a success does not.
    deps.throttle.end(keys, !outcome.ok && outcome.error === 'invalid-credentials')
  }
  if (outcome.ok) deps.throttle.clear(emailKey)
  return answer(outcome, 'sign-in')
}

export async function signUpFlow(
  input: unknown,
  deps: { backend: Pick<AuthBackend, 'signUp'> },
): Promise<AuthResult> {
  const { credentials, refusal } = parseCredentials(input, 'sign-up')
  if (refusal) return refusal
  const outcome = await deps.backend.signUp(credentials).catch((error: unknown) => {
    console.error('Sign-up failed', error)
    return { ok: false, error: 'unavailable' } as const
  })
  return answer(outcome, 'sign-up')
}
