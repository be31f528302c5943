import { createSignInThrottle, type SignInThrottle } from '@/lib/limits/throttle'

const minute = 60_000
const make = () => createSignInThrottle({ slowAfter: 5, lockAfter: 10, windowMs: 15 * minute })
const keys = ['client:1.2.3.4', 'email:ana@example.com']

/** One attempt that fails (or not), returning the verdict it got. */
function attempt(throttle: SignInThrottle, now: number, failed = true, on = keys) {
  const verdict = throttle.begin(on, now)
  if (!verdict.refused) throttle.end(on, failed, now)
  return verdict
}

describe('failed sign-in throttle', () => {
  it('lets the first failures through at once, then waits longer after each', () => {
    const throttle = make()
    const delays = Array.from({ length: 10 }, () => attempt(throttle, 0)).map((verdict) =>
      verdict.refused ? 'refused' : verdict.delayMs,
    )
    expect(delays).toEqual([0, 0, 0, 0, 0, 1000, 2000, 4000, 8000, 8000])
  })

  it('refuses after the tenth failure for the lock period, then starts afresh', () => {
    const throttle = make()
    for (let i = 0; i < 10; i += 1) attempt(throttle, 0)
    expect(throttle.begin(keys, 1)).toEqual({ refused: true })
    expect(throttle.begin(keys, 15 * minute - 1)).toEqual({ refused: true })
    expect(attempt(throttle, 15 * minute)).toEqual({ refused: false, delayMs: 0 })
    expect(attempt(throttle, 15 * minute)).toEqual({ refused: false, delayMs: 0 })
  })

  it('holds back a burst of parallel attempts as if each had already failed', () => {
    const throttle = make()
    const verdicts = Array.from({ length: 12 }, () => throttle.begin(keys, 0))
    expect(verdicts.filter((verdict) => !verdict.refused)).toHaveLength(10)
    expect(verdicts.slice(5, 10).map((verdict) => !verdict.refused && verdict.delayMs)).toEqual([
      1000, 2000, 4000, 8000, 8000,
    ])
    // Those that turn out right take their place back.
    for (let i = 0; i < 10; i += 1) throttle.end(keys, false, 0)
    expect(throttle.begin(keys, 0)).toEqual({ refused: false, delayMs: 0 })
  })

  it('counts only failures: successes and errors end without a trace', () => {
    const throttle = make()
    for (let i = 0; i < 20; i += 1) attempt(throttle, 0, false)
    expect(throttle.begin(keys, 0)).toEqual({ refused: false, delayMs: 0 })
  })

  it('refuses when any one key is locked: another e-mail from the same client, or the same e-mail from elsewhere', () => {
    const throttle = make()
    for (let i = 0; i < 10; i += 1) attempt(throttle, 0)
    expect(throttle.begin(['client:1.2.3.4', 'email:otra@example.com'], 1).refused).toBe(true)
    expect(throttle.begin(['client:5.6.7.8', 'email:ana@example.com'], 1).refused).toBe(true)
    expect(throttle.begin(['client:5.6.7.8', 'email:otra@example.com'], 1).refused).toBe(false)
  })

  it('forgets failures older than the window', () => {
    const throttle = make()
    for (let i = 0; i < 9; i += 1) attempt(throttle, 0)
    expect(attempt(throttle, 15 * minute)).toEqual({ refused: false, delayMs: 0 })
    expect(attempt(throttle, 15 * minute)).toEqual({ refused: false, delayMs: 0 })
  })

  it('clears one key (the e-mail, after a successful sign-in) and keeps the others', () => {
    const throttle = make()
    for (let i = 0; i < 10; i += 1) attempt(throttle, 0)
    throttle.clear('email:ana@example.com')
    expect(throttle.begin(['email:ana@example.com'], 1).refused).toBe(false)
    expect(throttle.begin(['client:1.2.3.4'], 1).refused).toBe(true)
  })
})

describe('a throttle without a lock count (per e-mail)', () => {
  const slowOnly = () => createSignInThrottle({ slowAfter: 5, windowMs: 15 * minute, maxDelayMs: 2000 })

  it('never refuses, however many the failures, and never waits longer than its longest wait', () => {
    const throttle = slowOnly()
    const on = ['ana@example.com']
    const delays = Array.from({ length: 1000 }, () => attempt(throttle, 0, true, on)).map((verdict) =>
      verdict.refused ? 'refused' : verdict.delayMs,
    )
    expect(delays.slice(0, 8)).toEqual([0, 0, 0, 0, 0, 1000, 2000, 2000])
    expect(new Set(delays.slice(6))).toEqual(new Set([2000]))
  })

  it('does not refuse a burst of parallel attempts either', () => {
    const throttle = slowOnly()
    const verdicts = Array.from({ length: 50 }, () => throttle.begin(['ana@example.com'], 0))
    expect(verdicts.every((verdict) => !verdict.refused)).toBe(true)
  })
})
