/** @jest-environment node */
import { createSignInThrottle } from '@/lib/auth/throttle'

const minute = 60_000
const make = () => createSignInThrottle({ slowAfter: 5, lockAfter: 10, windowMs: 15 * minute })
const keys = ['client:1.2.3.4', 'email:ana@example.com']

describe('failed sign-in throttle', () => {
  it('lets the first failures through at once, then waits longer after each', () => {
    const throttle = make()
    const t = 0
    const delays: number[] = []
    for (let i = 0; i < 9; i += 1) {
      const verdict = throttle.check(keys, t)
      expect(verdict.refused).toBe(false)
      delays.push(verdict.refused ? -1 : verdict.delayMs)
      throttle.fail(keys, t)
    }
    expect(delays).toEqual([0, 0, 0, 0, 0, 1000, 2000, 4000, 8000])
  })

  it('refuses after the tenth failure for the lock period, then starts afresh', () => {
    const throttle = make()
    for (let i = 0; i < 10; i += 1) throttle.fail(keys, 0)
    expect(throttle.check(keys, 1)).toEqual({ refused: true })
    expect(throttle.check(keys, 15 * minute - 1)).toEqual({ refused: true })
    expect(throttle.check(keys, 15 * minute)).toEqual({ refused: false, delayMs: 0 })
    throttle.fail(keys, 15 * minute)
    expect(throttle.check(keys, 15 * minute)).toEqual({ refused: false, delayMs: 0 })
  })

  it('refuses when any one key is locked: another e-mail from the same client, or the same e-mail from elsewhere', () => {
    const throttle = make()
    for (let i = 0; i < 10; i += 1) throttle.fail(keys, 0)
    expect(throttle.check(['client:1.2.3.4', 'email:otra@example.com'], 1).refused).toBe(true)
    expect(throttle.check(['client:5.6.7.8', 'email:ana@example.com'], 1).refused).toBe(true)
    expect(throttle.check(['client:5.6.7.8', 'email:otra@example.com'], 1).refused).toBe(false)
  })

  it('forgets failures older than the window', () => {
    const throttle = make()
    for (let i = 0; i < 9; i += 1) throttle.fail(keys, 0)
    expect(throttle.check(keys, 15 * minute)).toEqual({ refused: false, delayMs: 0 })
    throttle.fail(keys, 15 * minute)
    expect(throttle.check(keys, 15 * minute)).toEqual({ refused: false, delayMs: 0 })
  })

  it('clears one key (the e-mail, after a successful sign-in) and keeps the others', () => {
    const throttle = make()
    for (let i = 0; i < 10; i += 1) throttle.fail(keys, 0)
    throttle.clear('email:ana@example.com')
    expect(throttle.check(['email:ana@example.com'], 1).refused).toBe(false)
    expect(throttle.check(['client:1.2.3.4'], 1).refused).toBe(true)
  })
})
