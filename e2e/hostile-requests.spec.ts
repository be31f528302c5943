import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test'
import { redirects } from '@/lib/redirects'
import { adminPaths, publicRoutes } from '@/lib/routes'
import { ACTION_BODY_LIMIT_BYTES } from '@/lib/security/action-guard'
import { findActionId } from './actions'
import { marker, needsDatabase, sql } from './database'
import { rawExchange, rawRequest } from './raw-http'

// Hostile requests to every route and to the quote form's server action: each
// gets a proper 4xx (or the page), never a 500, never a stack trace or an
// internal path, and the server keeps serving. Server-side only: run once.

const notFoundPath = '/esta-pagina-no-existe'
const paths = [
  ...publicRoutes.map((route) => route.path),
  ...adminPaths,
  ...redirects.map((redirect) => redirect.example),
  notFoundPath,
]
const quotePath = '/solicitar-presupuesto'
const megabyte = Buffer.alloc(1024 * 1024, 'a')

type Answer = { status: number; body: string }
const answerOf = async (response: APIResponse): Promise<Answer> => ({
  status: response.status(),
  body: await response.text(),
})

/** Why an answer is not acceptable, or null. */
function problem({ status, body }: Answer): string | null {
  if (status >= 500) return `status ${status}`
  if (/^\s+at .+:\d+:\d+\)?$/m.test(body)) return 'a stack trace in the body'
  for (const internal of ['/work/', process.cwd(), 'node_modules'])
    if (body.includes(internal)) return `"${internal}" in the body`
  return null
}

/** Runs every check, a few at a time, and collects what went wrong instead of stopping at the first. */
async function runAll(
  checks: { label: string; send: () => Promise<Answer>; expect?: (a: Answer) => string | null }[],
) {
  const failures: string[] = []
  let next = 0
  const worker = async () => {
    while (next < checks.length) {
      const check = checks[next++]!
      try {
        const answer = await check.send()
        const wrong = problem(answer) ?? check.expect?.(answer) ?? null
        if (wrong)
          failures.push(`${check.label}: ${wrong} (${answer.body.slice(0, 160).replace(/\s+/g, ' ')})`)
      } catch (error) {
        failures.push(`${check.label}: ${error instanceof Error ? error.message : String(error)}`)
      }
    }
  }
  await Promise.all(Array.from({ length: 6 }, worker))
  return failures
}

const status = (allowed: (code: number) => boolean, what: string) => (answer: Answer) =>
  allowed(answer.status) ? null : `status ${answer.status}, expected ${what}`
const clientError = status((code) => code >= 400 && code < 500, 'a 4xx')

async function expectServing(request: APIRequestContext) {
  expect((await request.get('/')).status()).toBe(200)
}

test('every route answers hostile methods, bodies, queries and content types with a 4xx or the page', async ({
  request,
}) => {
  test.setTimeout(180_000)
  const get =
    (path: string, init: Parameters<APIRequestContext['fetch']>[1] = {}) =>
    async () =>
      answerOf(await request.fetch(path, { maxRedirects: 0, ...init }))
  const checks = paths.flatMap((path) => [
    { label: `HEAD ${path}`, send: get(path, { method: 'HEAD' }) },
    { label: `OPTIONS ${path}`, send: get(path, { method: 'OPTIONS' }) },
    { label: `PUT ${path}`, send: get(path, { method: 'PUT', data: 'x' }) },
    { label: `DELETE ${path}`, send: get(path, { method: 'DELETE' }) },
    { label: `GET ${path} with a 100 KB query`, send: get(`${path}?q=${'a'.repeat(100_000)}`) },
    ...[
      'text/plain',
      'application/json',
      'application/x-www-form-urlencoded',
      'application/octet-stream',
    ].map((type) => ({
      label: `POST 1 MB ${type} to ${path}`,
      send: get(path, { method: 'POST', headers: { 'content-type': type }, data: megabyte }),
    })),
    {
      label: `POST 1 MB multipart to ${path}`,
      send: get(path, {
        method: 'POST',
        multipart: { file: { name: 'a.bin', mimeType: 'application/octet-stream', buffer: megabyte } },
      }),
    },
    {
      label: `POST broken multipart to ${path}`,
      send: get(path, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=XyZ' },
        data: 'garbage--XyZ',
      }),
    },
    {
      label: `POST XML to ${path}`,
      send: get(path, { method: 'POST', headers: { 'content-type': 'application/xml' }, data: '<a/>' }),
    },
  ])
  expect(await runAll(checks)).toEqual([])
  await expectServing(request)
})

test('path traversal, encoded slashes, malformed escapes and broken request lines get a 4xx', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const raw = (path: string) => async () => rawRequest(baseURL!, { path })
  const secrets = (answer: Answer) =>
    /"name":\s*"solar-electricidad-cieza"|root:x:0:0|BUILD_ID/.test(answer.body) ? 'a file leaked' : null
  const traversal = [
    '/..%2f..%2fetc/passwd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/images/..%2F..%2Fpackage.json',
    '/images/%2e%2e/%2e%2e/package.json',
    '/../../etc/passwd',
    '/images/../../package.json',
    '/_next/static/..%2f..%2f..%2fpackage.json',
    '/_next/static/%2e%2e/%2e%2e/%2e%2e/package.json',
    '/_next/static/chunks/..%2f..%2fBUILD_ID',
    '/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd',
    '/..%5c..%5cetc%5cpasswd',
    '/_next/image?url=..%2F..%2Fpackage.json&w=64&q=75',
    '/%E0%A4%A',
    '/instalacion%',
    '/%00',
  ]
  const encodedSlashes = paths
    .filter((path) => path !== '/')
    .flatMap((path) => [
      `${path}%2Fx`,
      `/%2F${path.slice(1)}`,
      `${path}%2F..%2F..%2Fpackage.json`,
      `${path}%00`,
    ])
  const lines = [
    'GET /a b c HTTP/1.1\r\nHost: x\r\n\r\n',
    'GET / HTTP/9.9\r\nHost: x\r\n\r\n',
    '\u0000\u0001\u0002garbage\r\n\r\n',
    'GET / HTTP/1.1\r\nHost: x\r\nX-Bad: a\u0000b\r\n\r\n',
    `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(64 * 1024)}\r\n\r\n`,
    'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
  ]
  const failures = await runAll([
    ...traversal.map((path) => ({
      label: `GET ${path}`,
      send: raw(path),
      expect: (answer: Answer) => secrets(answer) ?? clientError(answer),
    })),
    ...encodedSlashes.map((path) => ({ label: `GET ${path}`, send: raw(path), expect: secrets })),
    ...lines.map((bytes) => ({
      label: `raw ${JSON.stringify(bytes.slice(0, 40))}`,
      send: async () => {
        const { status: code, text } = await rawExchange(baseURL!, bytes)
        return { status: code, body: text.split('\r\n\r\n').slice(1).join('') }
      },
      // 0: the server closed the connection without answering, which is also a refusal.
      expect: status((code) => code === 0 || (code >= 400 && code < 500), 'a 4xx or a closed connection'),
    })),
  ])
  expect(failures).toEqual([])
  await expectServing(request)
})

test.describe.serial("the quote form's server action", () => {
  const city = marker('hostil')
  const lead = {
    email: `${city}@example.com`,
    nombre: 'Hostil',
    empresa: '',
    ciudad: city,
    telefono: '',
    mensaje: 'Una petición hostil que nunca debe guardarse.',
    aceptaPrivacidad: true,
    aceptaComunicaciones: false,
    website: '',
  }

  test('answers hostile requests with a 4xx and stays up', async ({ request, baseURL }) => {
    test.setTimeout(90_000)
    const actionId = await findActionId(request, quotePath, 'submitLeadAction')
    const origin = new URL(baseURL!).origin
    const headers = (extra: Record<string, string> = {}) => ({
      'next-action': actionId,
      accept: 'text/x-component',
      origin,
      'content-type': 'text/plain;charset=UTF-8',
      ...extra,
    })
    const post =
      (extra: Record<string, string>, data: string | Buffer, path = quotePath) =>
      async () =>
        answerOf(await request.post(path, { headers: headers(extra), data, maxRedirects: 0 }))
    const valid = JSON.stringify([lead])
    const oversized = JSON.stringify([{ ...lead, relleno: 'x'.repeat(ACTION_BODY_LIMIT_BYTES) }])
    const multipartLead = `--XyZ\r\nContent-Disposition: form-data; name="0"\r\n\r\n${valid}\r\n--XyZ--\r\n`
    const is = (code: number) => status((actual) => actual === code, String(code))

    const failures = await runAll([
      { label: 'forged Origin', send: post({ origin: 'https://evil.example' }, valid), expect: is(403) },
      {
        label: 'forged Origin on another page',
        send: post({ origin: 'https://evil.example' }, valid, '/'),
        expect: is(403),
      },
      { label: 'unparsable Origin', send: post({ origin: 'not a url' }, valid), expect: is(403) },
      { label: 'Origin "null"', send: post({ origin: 'null' }, valid), expect: is(403) },
      {
        label: 'forged X-Forwarded-Host',
        send: post({ 'x-forwarded-host': 'evil.example' }, valid),
        expect: is(403),
      },
      {
        label: 'forged Origin, multipart without an action id',
        send: async () =>
          answerOf(
            await request.post(quotePath, {
              headers: { origin: 'https://evil.example' },
              multipart: { '0': valid },
              maxRedirects: 0,
            }),
          ),
        expect: is(403),
      },
      { label: 'body over the limit', send: post({}, oversized), expect: is(413) },
      {
        label: 'body over the limit, chunked (no Content-Length)',
        send: async () =>
          rawRequest(baseURL!, {
            method: 'POST',
            path: quotePath,
            headers: headers(),
            body: [Buffer.from(oversized.slice(0, 40_000)), Buffer.from(oversized.slice(40_000))],
          }),
        expect: is(413),
      },
      {
        label: 'multipart over the limit',
        send: post(
          { 'content-type': 'multipart/form-data; boundary=XyZ' },
          multipartLead.replace('Hostil', 'x'.repeat(ACTION_BODY_LIMIT_BYTES)),
        ),
        expect: is(413),
      },
      ...['application/json', 'application/x-www-form-urlencoded', 'text/html', 'application/xml'].map(
        (type) => ({
          label: `content type ${type}`,
          send: post({ 'content-type': type }, valid),
          expect: is(415),
        }),
      ),
      {
        label: 'broken multipart',
        send: post({ 'content-type': 'multipart/form-data; boundary=XyZ' }, 'garbage--XyZ'),
        expect: is(400),
      },
      {
        label: 'multipart without a boundary',
        send: post({ 'content-type': 'multipart/form-data' }, multipartLead),
        expect: is(400),
      },
      { label: 'broken JSON', send: post({}, valid.slice(0, -3)), expect: is(400) },
      {
        label: 'JSON nested 30,000 levels deep',
        send: post({}, '['.repeat(30_000) + ']'.repeat(30_000)),
        expect: is(400),
      },
      { label: 'empty body', send: post({}, ''), expect: is(400) },
      {
        label: 'unknown action id',
        send: post({ 'next-action': `7f${'0'.repeat(40)}` }, valid),
        expect: clientError,
      },
      { label: 'malformed action id', send: post({ 'next-action': '../../x' }, valid), expect: clientError },
      {
        label: 'multipart without an action id',
        send: async () =>
          answerOf(
            await request.post(quotePath, {
              headers: { origin },
              multipart: { '0': valid },
              maxRedirects: 0,
            }),
          ),
        expect: clientError,
      },
    ])
    expect(failures).toEqual([])

    // The guard lets a same-origin request through, and the action still reads its body.
    const control = await post({}, JSON.stringify([{ ...lead, email: 'no-es-un-email' }]))()
    expect(control.status).toBe(200)
    expect(control.body).toContain('"message":"Email inválido"')
    await expectServing(request)
  })

  test('stored no lead for any hostile request', needsDatabase, async ({ request }) => {
    expect(
      await sql(request, 'select id from leads where city = $1 or email = $2', [city, lead.email]),
    ).toEqual([])
  })
})
