import 'server-only'
import type { PGlite } from '@electric-sql/pglite'
import { getLocalDb } from '@/lib/db/database'
import { clearSetupTokens, hasLocalAdmin, issueSetupToken, setupTokenLifetimeHours } from './setup-tokens'

// At server start, on the local backend only (lib/backend starts it): while no admin
// exists, prints a one-time setup link in the server's log, and a new one each
// time the last one expires. The first admin of a fresh install is whoever
// reads the server's log, not whoever finds /auth first.

/** Runs `run` after `delayMs`; its promise lets a test wait for the run to end. */
type Schedule = (run: () => Promise<void>, delayMs: number) => void

const unrefTimeout: Schedule = (run, delayMs) => void setTimeout(() => void run(), delayMs).unref()

/** Said at start once an admin exists, so whoever restarts the server knows no link is coming. */
const adminExistsMessage = 'An admin account exists: no setup link is printed.'

export function startSetupLinkWatch(): void {
  getLocalDb()
    .then((db) => announceSetupLink(db))
    .then((printed) => printed || console.log(adminExistsMessage))
    .catch((error) => console.error('Could not issue the admin setup link', error))
}

export async function announceSetupLink(
  db: PGlite,
  {
    port = process.env.PORT,
    log = (message: string) => console.log(message),
    schedule = unrefTimeout,
  }: { port?: string; log?: (message: string) => void; schedule?: Schedule } = {},
): Promise<boolean> {
  if (await hasLocalAdmin(db)) {
    // Setup is done (an admin signed up, or came from `npm run admin`): no earlier link works.
    await clearSetupTokens(db)
    return false
  }
  const { token, expiresAt } = await issueSetupToken(db)
  log(setupLinkMessage(token, expiresAt, port))
  schedule(
    () =>
      announceSetupLink(db, { port, log, schedule }).then(
        () => undefined,
        (error) => console.error('Could not issue a new admin setup link', error),
      ),
    Math.max(0, expiresAt.getTime() - Date.now()),
  )
  return true
}

/** The log lines: what the link is for, the link alone on its line (easy to copy), how long it works. */
export function setupLinkMessage(token: string, expiresAt: Date, port?: string): string {
  const path = `/auth?setup=${token}`
  return [
    'No admin account exists yet. To create it, open this one-time setup link and sign up; that account becomes the admin:',
    `  ${port ? `http://localhost:${port}${path}` : path}`,
    `It works once, until ${expiresAt.toISOString()} (${setupTokenLifetimeHours} hours); restarting the server prints a new one. ` +
      (port
        ? 'If you reach this server through another address (a domain name, a proxy), open the same path there.'
        : "Open that path on this site's address."),
  ].join('\n')
}
