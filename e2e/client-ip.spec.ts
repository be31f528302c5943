import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test'
import { invitationLinkFor } from './accounts'
import { findActionId } from './actions'
import { marker, sql } from './database'
import { startOwnServer, type OwnServer } from './next-server'
import { ownServerPort } from './own-server-ports'

// A client that sends its own X-Forwarded-For, a different one each time, is
// still one client: the quote form's rate limit and the sign-up limit count
// the address the connection came from. Its own server, with the default
// limits (the main e2e server raises them for the other specs).

// One server for both tests, run in order; each stands alone (its own marker, its own limit).
test.describe.configure({ mode: 'default' })

const quotePath = '/solicitar-presupuesto'
let server: OwnServer
let api: APIRequestContext

test.beforeAll(async () => {
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'sec-client-ip-')), 'pglite')
  server = await startOwnServer({
    port: ownServerPort('client-ip'),
    dataDir,
    env: {
      LEAD_RATE_LIMIT: '5',
      LEAD_RATE_WINDOW_SECONDS: '600',
      AUTH_SIGNUP_LIMIT: '5',
      AUTH_SIGNUP_GLOBAL_LIMIT: '50',
      TRUSTED_PROXY_HOPS: '0',
    },
  })
  api = await playwrightRequest.newContext({ baseURL: server.baseUrl })
})
test.afterAll(async () => {
  await api?.dispose()
  await server?.stop()
})

/** Posts a server action as a script would, naming its own X-Forwarded-For; returns the answer's text. */
async function postAction(path: string, actionId: string, forwardedFor: string, argument: unknown) {
  const response = await api.post(path, {
    headers: {
      'next-action': actionId,
      accept: 'text/x-component',
      origin: server.baseUrl,
      'content-type': 'text/plain;charset=UTF-8',
      'x-forwarded-for': forwardedFor,
    },
    data: JSON.stringify([argument]),
  })
  expect(response.status()).toBe(200)
  return response.text()
}

test('30 quote requests from one client, each naming another X-Forwarded-For, store only 5 leads', async () => {
  test.setTimeout(120_000)
  const city = marker('suplantada')
  const actionId = await findActionId(api, quotePath, 'submitLeadAction')
  const answers: string[] = []
  for (let i = 0; i < 30; i += 1) {
    answers.push(
      await postAction(quotePath, actionId, `198.51.100.${i + 1}`, {
        email: `${city}-${i}@example.com`,
        nombre: 'Suplantada',
        empresa: '',
        ciudad: city,
        telefono: '',
        mensaje: 'Una solicitud con una dirección inventada.',
        aceptaPrivacidad: true,
        aceptaComunicaciones: false,
        website: '',
      }),
    )
  }
  const accepted = answers.filter((body) => body.includes('"ok":true')).length
  console.log(`accepted ${accepted} of 30 submissions with forged X-Forwarded-For values`)
  expect(accepted).toBe(5)
  expect(answers.filter((body) => body.includes('Has enviado demasiadas solicitudes'))).toHaveLength(25)
  expect(
    await sql<{ n: number }>(api, 'select count(*)::int as n from leads where city = $1', [city]),
  ).toEqual([{ n: 5 }])
})

test('8 sign-ups from one client, each naming another X-Forwarded-For, create only 5 accounts', async () => {
  const actionId = await findActionId(api, '/auth', 'signUpAction')
  const prefix = marker('registro')
  const answers: string[] = []
  for (let i = 0; i < 8; i += 1) {
    // Each through its own invitation: sign-up without a link is closed once an admin exists.
    const email = `${prefix}-${i}@example.com`
    const invitationToken = new URL(await invitationLinkFor(api, email), 'http://localhost').searchParams.get(
      'invitacion',
    )
    answers.push(
      await postAction('/auth', actionId, `192.0.2.${i + 1}`, {
        email,
        password: 'clave-segura-123',
        invitationToken,
      }),
    )
  }
  expect(answers.filter((body) => body.includes('"ok":true'))).toHaveLength(5)
  expect(
    answers.filter((body) =>
      body.includes('Demasiados registros desde esta conexión. Inténtalo de nuevo más tarde.'),
    ),
  ).toHaveLength(3)
  expect(
    await sql<{ n: number }>(api, 'select count(*)::int as n from auth.users where email like $1', [
      `${prefix}-%`,
    ]),
  ).toEqual([{ n: 5 }])
})
