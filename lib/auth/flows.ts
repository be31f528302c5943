import { authFieldErrors, authSchema, signUpSchema } from '@/lib/validations/auth'
import { authErrorMessage, authMessages } from './messages'
import type { SignUpLimit } from '@/lib/limits/request-limits'
import type { FailureThrottle, ThrottleVerdict } from '@/lib/limits/types'
import type { ActionResult } from '@/lib/admin/action'
import type { AuthBackend, AuthNext, AuthOutcome, SignUpRequest } from './types'

// What the sign-in and sign-up actions do, apart from Next.js: validate with
// the form's schema, apply the failed-sign-in throttle or the sign-up limits,
// ask the backend, and answer in Spanish. The answer never echoes the
// password or internals back.

type Mode = 'sign-in' | 'sign-up'

function parseCredentials(
  input: unknown,
  mode: Mode,
):
  { credentials: SignUpRequest; refusal?: never } | { credentials?: never; refusal: ActionResult<AuthNext> } {
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

function answer(outcome: AuthOutcome, mode: Mode): ActionResult<AuthNext> {
  if (!outcome.ok) return { ok: false, message: authErrorMessage(outcome.error, mode) }
  const message = mode === 'sign-in' ? authMessages.signInSuccess : authMessages.signUpSuccess
  return outcome.next === 'confirm-email'
    ? { ok: true, message, data: { next: 'confirm-email', detail: authMessages.confirmEmail } }
    : { ok: true, message, data: { next: 'dashboard' } }
}

export type SignInDeps = {
  backend: Pick<AuthBackend, 'signIn'>
  throttle: FailureThrottle
  /** The client's address as the limits count it (lib/security/client-address.ts, clientLimitKey). */
  clientKey: string
  sleep?: (ms: number) => Promise<void>
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Runs a throttle's bookkeeping; if its store fails, says so in the log and goes on. */
async function logged(what: string, work: () => unknown) {
  try {
    await work()
  } catch (error) {
    console.error(what, error)
  }
}

export async function signInFlow(input: unknown, deps: SignInDeps): Promise<ActionResult<AuthNext>> {
  const { credentials, refusal } = parseCredentials(input, 'sign-in')
  if (refusal) return refusal
  const emailKey = `email:${credentials.email}`
  const keys = [`client:${deps.clientKey}`, emailKey]

  let verdict: ThrottleVerdict
  try {
    verdict = await deps.throttle.begin(keys)
  } catch (error) {
    // Without its counts the throttle cannot hold guessing back: no attempt goes ahead.
    console.error('Sign-in throttle unavailable', error)
    return { ok: false, message: authMessages.signInFailure }
  }
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
    await logged('Sign-in throttle: could not end an attempt', () =>
      deps.throttle.end(keys, !outcome.ok && outcome.error === 'invalid-credentials'),
    )
  }
  if (outcome.ok)
    await logged('Sign-in throttle: could not clear an e-mail', () => deps.throttle.clear(emailKey))
  return answer(outcome, 'sign-in')
}

export type SignUpDeps = {
  backend: Pick<AuthBackend, 'signUp'>
  /** Sign-ups per client address and in all (lib/limits/request-limits.ts). */
  limit: SignUpLimit
  /** The client's address as the limits count it. */
  clientKey: string
}

export async function signUpFlow(input: unknown, deps: SignUpDeps): Promise<ActionResult<AuthNext>> {
  const { credentials, refusal } = parseCredentials(input, 'sign-up')
  if (refusal) return refusal
  const limited = await signUpRefusal(deps, credentials)
  if (limited) return limited
  const outcome = await deps.backend.signUp(credentials).catch((error: unknown) => {
    console.error('Sign-up failed', error)
    return { ok: false, error: 'unavailable' } as const
  })
  return answer(outcome, 'sign-up')
}

/** The answer when the sign-up limits refuse this one (or cannot be checked); null when it may go ahead. */
async function signUpRefusal(
  deps: SignUpDeps,
  request: SignUpRequest,
): Promise<ActionResult<AuthNext> | null> {
  try {
    // A flood of other sign-ups must not keep the owner from using the setup link; a wrong link creates nothing.
    const verdict = await deps.limit.take(deps.clientKey, { total: !request.setupToken })
    if (verdict === 'allowed') return null
    const message = verdict === 'client-limit' ? authMessages.tooManySignUps : authMessages.signUpsPaused
    return { ok: false, message }
  } catch (error) {
    console.error('Sign-up limit unavailable', error)
    return { ok: false, message: authMessages.signUpFailure }
  }
}
