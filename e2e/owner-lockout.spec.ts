import { expect, test } from '@playwright/test'
import { setupLinkFor } from './accounts'
import { findActionId } from './actions'
import { marker, needsDatabase, sql } from './database'
import { rawRequest } from './raw-http'

// Someone who knows the admin's e-mail cannot lock the owner out: ten wrong
// passwords from one address lock that address only; the e-mail is merely
// slowed down, so the right password from another address signs in within a
// couple of seconds. Requests go out from chosen loopback addresses (all of
// 127.0.0.0/8 is this machine), which the server counts as different clients.

const attacker = '127.0.4.1'
const owner = '127.0.0.50'

test(
  'ten wrong passwords for the admin from one address lock that address, not the admin',
  needsDatabase,
  async ({ request, baseURL }) => {
    test.setTimeout(180_000)
    const base = baseURL!
    const admin = { email: `${marker('duena')}@example.com`, password: 'clave-de-la-duena' }
    const signUpId = await findActionId(request, '/auth', 'signUpAction')
    const signInId = await findActionId(request, '/auth', 'signInAction')

    /** Posts a server action as the /auth page's script does, from `from`. */
    const post = (actionId: string, argument: unknown, from?: string) =>
      rawRequest(base, {
        method: 'POST',
        path: '/auth',
        headers: {
          'next-action': actionId,
          accept: 'text/x-component',
          origin: base,
          'content-type': 'text/plain;charset=UTF-8',
        },
        body: JSON.stringify([argument]),
        localAddress: from,
      })

    const setupToken = new URL(await setupLinkFor(request), base).searchParams.get('setup')!
    expect((await post(signUpId, { ...admin, setupToken })).body).toContain('Cuenta creada exitosamente')
    expect(
      await sql(request, 'select 1 as admin from public.admins where email = $1', [admin.email]),
    ).toEqual([{ admin: 1 }])

    for (let i = 0; i < 10; i += 1) {
      const answer = await post(signInId, { email: admin.email, password: `incorrecta-${i}` }, attacker)
      expect(answer.status).toBe(200)
      expect(answer.body).toContain('Correo o contraseña incorrectos')
    }
    // The guessing address is locked, even with the right password.
    const locked = await post(signInId, admin, attacker)
    expect(locked.body).toContain('Demasiados intentos fallidos. Espera unos minutos e inténtalo de nuevo.')
    expect(locked.headers['set-cookie']).toBeUndefined()

    const started = Date.now()
    const signIn = await post(signInId, admin, owner)
    const waitedMs = Date.now() - started
    expect(signIn.body).toContain('Sesión iniciada exitosamente')
    expect(signIn.body).not.toContain('Demasiados intentos')
    // The e-mail's slow-down waits at most 2 s (AUTH_EMAIL_MAX_DELAY_SECONDS), plus the password check.
    expect(waitedMs).toBeLessThan(6_000)
    const session = (signIn.headers['set-cookie'] ?? []).find((cookie) => cookie.startsWith('sec_session='))
    expect(session).toBeDefined()

    // The session opens the panel.
    const dashboard = await rawRequest(base, {
      path: '/seo-dashboard',
      headers: { cookie: session!.split(';')[0]! },
      localAddress: owner,
    })
    expect(dashboard.status).toBe(200)
    expect(dashboard.body).toContain('Panel SEO')
  },
)
