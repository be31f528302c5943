import { ACTION_BODY_LIMIT_BYTES, guardActionRequest } from '@/lib/security/action-guard'

const host = 'www.ejemplo.es'

function actionRequest({
  headers = {},
  body = '[{"email":"a@b.es"}]',
  method = 'POST',
}: {
  headers?: Record<string, string>
  body?: BodyInit | null
  method?: string
} = {}) {
  return new Request(`https://${host}/solicitar-presupuesto`, {
    method,
    headers: {
      host,
      origin: `https://${host}`,
      'next-action': '40abcdef',
      'content-type': 'text/plain;charset=UTF-8',
      ...headers,
    },
    body: method === 'GET' ? null : body,
    // @ts-expect-error Node's fetch needs it for a stream body; the DOM types do not know it.
    duplex: 'half',
  })
}

async function answer(request: Request) {
  const response = await guardActionRequest(request)
  return response && { status: response.status, text: await response.text() }
}

function multipart(parts: string, headers: Record<string, string> = {}) {
  return { headers: { 'content-type': 'multipart/form-data; boundary=XyZ', ...headers }, body: parts }
}

describe('the server-action guard', () => {
  it('lets a same-origin action through, and one without Origin (as Next.js does)', async () => {
    expect(await answer(actionRequest())).toBeNull()
    const withoutOrigin = actionRequest()
    withoutOrigin.headers.delete('origin')
    expect(await answer(withoutOrigin)).toBeNull()
  })

  it('compares the Origin with X-Forwarded-Host when a proxy in front sets it', async () => {
    const forwarded = { 'x-forwarded-host': 'publico.es, interno', origin: 'https://publico.es' }
    expect(await answer(actionRequest({ headers: forwarded }))).toBeNull()
    expect(await answer(actionRequest({ headers: { 'x-forwarded-host': 'publico.es' } }))).toMatchObject({
      status: 403,
    })
  })

  // Like Next.js, the check compares hosts (name and port), not schemes.
  it.each([
    'https://evil.example',
    `https://${host}:8443`,
    `https://${host}.evil.example`,
    'null',
    'garbage',
  ])('answers 403 to the Origin %s', async (origin) => {
    expect(await answer(actionRequest({ headers: { origin } }))).toEqual({
      status: 403,
      text: 'Origen no permitido.',
    })
  })

  it('answers 403 to a multipart POST from a foreign origin even without an action id', async () => {
    const request = actionRequest(multipart('', { origin: 'https://evil.example' }))
    request.headers.delete('next-action')
    expect(await answer(request)).toMatchObject({ status: 403 })
  })

  it('answers 413 to a body over the limit, declared or streamed', async () => {
    const big = 'x'.repeat(ACTION_BODY_LIMIT_BYTES + 1)
    expect(await answer(actionRequest({ body: big }))).toEqual({
      status: 413,
      text: 'Solicitud demasiado grande.',
    })
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let index = 0; index < 20; index++) controller.enqueue(new Uint8Array(8 * 1024).fill(32))
        controller.close()
      },
    })
    expect(await answer(actionRequest({ body: stream }))).toMatchObject({ status: 413 })
  })

  it('accepts a body of exactly the limit', async () => {
    const json = `[${' '.repeat(ACTION_BODY_LIMIT_BYTES - 2)}]`
    expect(await answer(actionRequest({ body: json }))).toBeNull()
  })

  it.each(['application/json', 'application/x-www-form-urlencoded', 'text/html', ''])(
    'answers 415 to an action posted as "%s"',
    async (contentType) => {
      const request = actionRequest({ headers: { 'content-type': contentType } })
      if (!contentType) request.headers.delete('content-type')
      expect(await answer(request)).toMatchObject({ status: 415 })
    },
  )

  it.each(['[{"email":', '', 'no es json'])('answers 400 to the text body %j', async (body) => {
    expect(await answer(actionRequest({ body }))).toEqual({ status: 400, text: 'Solicitud mal formada.' })
  })

  it('accepts well-formed multipart and answers 400 to broken multipart', async () => {
    const good = '--XyZ\r\nContent-Disposition: form-data; name="0"\r\n\r\n["$K1"]\r\n--XyZ--\r\n'
    expect(await answer(actionRequest(multipart(good)))).toBeNull()
    expect(await answer(actionRequest(multipart('garbage--XyZ')))).toMatchObject({ status: 400 })
    const noBoundary = actionRequest({ headers: { 'content-type': 'multipart/form-data' }, body: good })
    expect(await answer(noBoundary)).toMatchObject({ status: 400 })
  })

  it('answers 400 to JSON nested deeper than 64 levels, before anything parses it', async () => {
    const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth)
    expect(await answer(actionRequest({ body: nested(30_000) }))).toEqual({
      status: 400,
      text: 'Solicitud mal formada.',
    })
    expect(await answer(actionRequest({ body: `[${'{"a":'.repeat(65)}1${'}'.repeat(65)}]` }))).toMatchObject({
      status: 400,
    })
    expect(await answer(actionRequest({ body: nested(64) }))).toBeNull()
    const deepPart = `--XyZ\r\nContent-Disposition: form-data; name="0"\r\n\r\n${nested(65)}\r\n--XyZ--\r\n`
    expect(await answer(actionRequest(multipart(deepPart)))).toMatchObject({ status: 400 })
  })

  it('does not count brackets inside JSON strings, nor in a form field typed by a visitor', async () => {
    const message = JSON.stringify([{ mensaje: '['.repeat(500) + '\\"{'.repeat(100) }])
    expect(await answer(actionRequest({ body: message }))).toBeNull()
    const typed = `--XyZ\r\nContent-Disposition: form-data; name="1_mensaje"\r\n\r\n${'['.repeat(500)}\r\n--XyZ--\r\n`
    expect(await answer(actionRequest(multipart(typed)))).toBeNull()
  })

  it('leaves everything that is not a possible action alone', async () => {
    expect(await answer(actionRequest({ method: 'GET' }))).toBeNull()
    const plainPost = actionRequest({ headers: { origin: 'https://evil.example' } })
    plainPost.headers.delete('next-action')
    expect(await answer(plainPost)).toBeNull()
  })
})
