import { authFieldErrors, authSchema, choosePasswordSchema, signUpSchema } from '@/lib/validations/auth'
import { authErrorMessage, authMessages } from './messages'
import type { SignInThrottles, SignUpLimit } from '@/lib/limits/request-limits'
import type { FailureThrottle, ThrottleVerdict } from '@/lib/limits/types'
import type { ActionResult } from '@/lib/admin/action'
import type { AuthBackend, AuthNext, AuthOutcome, SignUpRequest } from './types'

// What the sign-in, sign-up and password actions do, apart from Next.js: validate with
// the form's schema, apply the failed-sign-in throttles or the sign-up limits,
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
    fieldErrors.invitationToken ??
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
  /** Per client address (may lock it out) and per e-mail (only slows down): lib/limits/request-limits.ts. */
  throttles: SignInThrottles
  /** The client's address as the limits count it (lib/security/client-ip.ts, clientLimitKey). */
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

/** One throttle and the key this attempt is counted under in it. */
type Counted = { throttle: FailureThrottle; key: string }

/** Ends the attempt in each throttle it was begun in. */
async function endAttempt(begun: Counted[], failed: boolean) {
  for (const { throttle, key } of begun) {
    await logged('Sign-in throttle: could not end an attempt', () => throttle.end([key], failed))
  }
}

export async function signInFlow(input: unknown, deps: SignInDeps): Promise<ActionResult<AuthNext>> {
  const { credentials, refusal } = parseCredentials(input, 'sign-in')
  if (refusal) return refusal
  // The address first: a locked-out address does not slow its victims' e-mails down any further.
  const counted: Counted[] = [
    { throttle: deps.throttles.client, key: deps.clientKey },
    { throttle: deps.throttles.email, key: credentials.email },
  ]

  const begun: Counted[] = []
  let delayMs = 0
  try {
    for (const entry of counted) {
      const verdict: ThrottleVerdict = await entry.throttle.begin([entry.key])
      if (verdict.refused) {
        await endAttempt(begun, false)
        return { ok: false, message: authMessages.tooManyFailures }
      }
      begun.push(entry)
      delayMs = Math.max(delayMs, verdict.delayMs)
    }
  } catch (error) {
    // Without its counts the throttle cannot hold guessing back: no attempt goes ahead.
    console.error('Sign-in throttle unavailable', error)
    await endAttempt(begun, false)
    return { ok: false, message: authMessages.signInFailure }
  }
  let outcome: AuthOutcome = { ok: false, error: 'unavailable' }
  try {
    // The wait comes before the password check, so guessing gets slower for whoever guesses.
    if (delayMs > 0) await (deps.sleep ?? wait)(delayMs)
    outcome = await deps.backend.signIn(credentials)
  } catch (error) {
    console.error('Sign-in failed', error)
  } finally {
    // Only wrong credentials count as failures; a network error or a success does not.
    await endAttempt(begun, !outcome.ok && outcome.error === 'invalid-credentials')
  }
  if (outcome.ok)
    await logged('Sign-in throttle: could not clear an e-mail', () =>
      deps.throttles.email.clear(credentials.email),
    )
  return answer(outcome, 'sign-in')
}

export type SignUpDeps = {
  backend: Pick<AuthBackend, 'signUp'>
  /** Sign-ups per client address and in all (lib/limits/request-limits.ts). */
  limit: SignUpLimit
  /** The client's address as the limits count it. */
  clientKey: string
  /** Whether this backend has the one-time setup and invitation links (local only: lib/backend/index.ts); elsewhere a token is refused. */
  acceptsSetupToken: boolean
}

export async function signUpFlow(input: unknown, deps: SignUpDeps): Promise<ActionResult<AuthNext>> {
  const { credentials, refusal } = parseCredentials(input, 'sign-up')
  if (refusal) return refusal
  // Where there are no local links, a token means nothing, and must not get past the hour's total.
  if ((credentials.setupToken ?? credentials.invitationToken) !== undefined && !deps.acceptsSetupToken)
    return { ok: false, message: authMessages.setupLinkUnused }
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
    const verdict = await deps.limit.take(deps.clientKey, {
      total: !request.setupToken && !request.invitationToken,
    })
    if (verdict === 'allowed') return null
    const message = verdict === 'client-limit' ? authMessages.tooManySignUps : authMessages.signUpsPaused
    return { ok: false, message }
  } catch (error) {
    console.error('Sign-up limit unavailable', error)
    return { ok: false, message: authMessages.signUpFailure }
  }
}

/**
 * A new password for the signed-in account (Supabase): the sign-up's rule,
 * then the backend sets it, asking for the current one unless this is an
 * invited person's first. The local backend has no such page: its invitation
 * link creates the account with its password.
 */
export async function choosePasswordFlow(
  input: unknown,
  backend: Pick<AuthBackend, 'choosePassword'>,
): Promise<ActionResult> {
  const parsed = choosePasswordSchema.safeParse(input)
  if (!parsed.success) {
    const message = authFieldErrors(parsed.error).password ?? authMessages.passwordFailure
    return { ok: false, message, fieldErrors: { password: message } }
  }
  if (!backend.choosePassword) return { ok: false, message: authMessages.passwordFailure }
  const outcome = await backend.choosePassword(parsed.data).catch((error: unknown) => {
    console.error('Setting a password failed', error)
    return { ok: false, error: 'unavailable' } as const
  })
  if (!outcome.ok) {
    const message = authErrorMessage(outcome.error, 'choose-password')
    const aboutCurrent =
      outcome.error === 'current-password-required' || outcome.error === 'invalid-credentials'
    return aboutCurrent
      ? { ok: false, message, fieldErrors: { currentPassword: message } }
      : { ok: false, message }
  }
  return { ok: true, message: authMessages.passwordChosen }
}
