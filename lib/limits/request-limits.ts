import type { FailureThrottle, LimitStore, RateLimiter, ThrottleOptions, WindowLimit } from './types'

// The three limits the actions apply, over one store (memory or database).

export type RequestLimits = {
  /** Quote-form submissions per client address. */
  leads: RateLimiter
  /** Failed sign-ins per client address (slowed, then locked) and per e-mail (only slowed). */
  signIn: SignInThrottles
  /** Sign-ups per client address, and then from every address together. */
  signUp: SignUpLimit
}

/**
 * A client address that keeps failing is slowed down and then locked out. An
 * e-mail is only slowed down, with a short longest wait: anyone may type the
 * owner's e-mail, and locking it would lock the owner out from everywhere.
 */
export type SignInThrottles = { client: FailureThrottle; email: FailureThrottle }

export type SignUpVerdict = 'allowed' | 'client-limit' | 'total-limit'
export type SignUpLimit = {
  /** `total: false` counts the sign-up against its address only. */
  take(clientKey: string, options?: { total?: boolean }): Promise<SignUpVerdict>
}

export type LimitSettings = {
  leads: WindowLimit
  signInPerClient: ThrottleOptions
  signInPerEmail: ThrottleOptions
  signUpPerClient: WindowLimit
  signUpTotal: WindowLimit
}

const hour = 3_600_000

export function limitSettings(env: {
  LEAD_RATE_LIMIT: number
  LEAD_RATE_WINDOW_SECONDS: number
  AUTH_SLOWDOWN_AFTER: number
  AUTH_LOCKOUT_AFTER: number
  AUTH_LOCKOUT_SECONDS: number
  AUTH_EMAIL_MAX_DELAY_SECONDS: number
  AUTH_SIGNUP_LIMIT: number
  AUTH_SIGNUP_GLOBAL_LIMIT: number
}): LimitSettings {
  return {
    leads: { max: env.LEAD_RATE_LIMIT, windowMs: env.LEAD_RATE_WINDOW_SECONDS * 1000 },
    signInPerClient: {
      slowAfter: env.AUTH_SLOWDOWN_AFTER,
      lockAfter: env.AUTH_LOCKOUT_AFTER,
      windowMs: env.AUTH_LOCKOUT_SECONDS * 1000,
    },
    // No lock count: the owner, from a new address, waits at most the longest wait.
    signInPerEmail: {
      slowAfter: env.AUTH_SLOWDOWN_AFTER,
      windowMs: env.AUTH_LOCKOUT_SECONDS * 1000,
      maxDelayMs: env.AUTH_EMAIL_MAX_DELAY_SECONDS * 1000,
    },
    signUpPerClient: { max: env.AUTH_SIGNUP_LIMIT, windowMs: hour },
    signUpTotal: { max: env.AUTH_SIGNUP_GLOBAL_LIMIT, windowMs: hour },
  }
}

export function createRequestLimits(store: LimitStore, settings: LimitSettings): RequestLimits {
  return {
    leads: store.counter('lead', settings.leads),
    signIn: {
      client: store.throttle('sign-in-client', settings.signInPerClient),
      email: store.throttle('sign-in-email', settings.signInPerEmail),
    },
    signUp: createSignUpLimit(store, settings),
  }
}

/** Counts every sign-up that passes the form's rules, against its address and then against the total. */
export function createSignUpLimit(
  store: LimitStore,
  { signUpPerClient, signUpTotal }: Pick<LimitSettings, 'signUpPerClient' | 'signUpTotal'>,
): SignUpLimit {
  const perClient = store.counter('sign-up', signUpPerClient)
  const total = store.counter('sign-up-total', signUpTotal)
  return {
    async take(clientKey, { total: countsInTotal = true } = {}) {
      // A client over its own limit does not use up everyone's.
      if (!(await perClient.take(clientKey))) return 'client-limit'
      if (!countsInTotal) return 'allowed'
      return (await total.take('all')) ? 'allowed' : 'total-limit'
    },
  }
}
