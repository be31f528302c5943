import { createHash } from 'node:crypto'
import { announceSetupLink } from '@/lib/auth/local/setup-link'
import { accountTables, databaseForFile } from '../support/database'

// The setup link the server prints at start while no admin exists, on a real PGlite.

const world = databaseForFile({ emptyBeforeEach: accountTables })

/** Runs the start-up announcement with a captured log and a timer the test fires by hand. */
async function announce(port: string | undefined) {
  const logged: string[] = []
  const timers: Array<{ run: () => Promise<void>; delayMs: number }> = []
  await announceSetupLink(world.db, {
    port,
    log: (message) => void logged.push(message),
    schedule: (run, delayMs) => void timers.push({ run, delayMs }),
  })
  return { logged, timers }
}

const linkIn = (message: string) => /\/auth\?setup=([A-Za-z0-9_-]+)/.exec(message)?.[1]
const storedHashes = async () =>
  (await world.db.query<{ token_hash: string }>('select token_hash from auth.setup_tokens')).rows.map(
    (row) => row.token_hash,
  )
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex')

describe('the setup link printed at server start', () => {
  it('prints the full address and what it is for, and stores only the token’s hash', async () => {
    const { logged } = await announce('3000')
    expect(logged).toHaveLength(1)
    const [message] = logged as [string]
    expect(message).toMatch(
      /^No admin account exists yet\. To create it, open this one-time setup link and sign up/,
    )
    expect(message).toMatch(/\n {2}http:\/\/localhost:3000\/auth\?setup=[A-Za-z0-9_-]{43}\n/)
    expect(message).toMatch(
      /It works once, until \d{4}-\d{2}-\d{2}T[\d:.]+Z \(24 hours\); restarting the server prints a new one\./,
    )
    const token = linkIn(message)!
    expect(Buffer.from(token, 'base64url')).toHaveLength(32)
    expect(await storedHashes()).toEqual([sha256(token)])
  })

  it('prints the path alone when the server does not know its port', async () => {
    const { logged } = await announce(undefined)
    expect(logged[0]).toMatch(/\n {2}\/auth\?setup=[A-Za-z0-9_-]{43}\n/)
    expect(logged[0]).toContain("Open that path on this site's address.")
  })

  it('prints a new link at each start while no admin exists, and the earlier one stops working', async () => {
    const first = linkIn((await announce('3000')).logged[0]!)!
    const second = linkIn((await announce('3000')).logged[0]!)!
    expect(second).not.toBe(first)
    expect(await storedHashes()).toEqual([sha256(second)])
  })

  it('prints a new link when the last one expires, as long as no admin exists', async () => {
    const { logged, timers } = await announce('3000')
    expect(timers).toHaveLength(1)
    expect(timers[0]!.delayMs).toBeGreaterThan(23.9 * 3600 * 1000)
    expect(timers[0]!.delayMs).toBeLessThanOrEqual(24 * 3600 * 1000)
    await timers[0]!.run()
    expect(timers).toHaveLength(2)
    expect(logged).toHaveLength(2)
    const second = linkIn(logged[1]!)!
    expect(second).not.toBe(linkIn(logged[0]!))
    expect(await storedHashes()).toEqual([sha256(second)])
  })

  it('prints nothing once an admin exists, and no earlier link works any more', async () => {
    const { logged, timers } = await announce('3000')
    await world.db.exec(`insert into auth.users (id, email, encrypted_password)
      values ('7b0e5a52-5d0e-4a3c-9a57-1e1f2b3c4d5e', 'jefa@example.com', 'x');
      insert into public.admins (user_id, email) values ('7b0e5a52-5d0e-4a3c-9a57-1e1f2b3c4d5e', 'jefa@example.com')`)
    const restart = await announce('3000')
    expect(restart.logged).toEqual([])
    expect(restart.timers).toEqual([])
    expect(await storedHashes()).toEqual([])

    // The timer of the link printed before the admin existed prints nothing either.
    await timers[0]!.run()
    expect(logged).toHaveLength(1)
    expect(timers).toHaveLength(1)
    expect(await storedHashes()).toEqual([])
  })
})
