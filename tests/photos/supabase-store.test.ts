import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createClient } from '@supabase/supabase-js'
import { createSupabasePhotoStore } from '@/lib/photos/store'

// The photo store on Supabase, through the real supabase-js, against a stand-in
// of Storage's HTTP API (the hosted edge we cannot run here): what our code
// sends (method, path in the bucket `photos`, the secret key, the file's type)
// and what it makes of Storage's answers.

type Received = { method: string; path: string; headers: IncomingHttpHeaders; body: Buffer }
const secretKey = 'sb_secret_prueba'
const name = '0b0e7c3e-6a4b-4d8e-9a51-3c1f7f2d9e10.webp'
const received: Received[] = []
let reply: (request: Received) => { status: number; body: unknown; type?: string } = () => ({
  status: 200,
  body: {},
})
let server: Server
let store: ReturnType<typeof createSupabasePhotoStore>

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const entry = {
        method: request.method!,
        path: request.url!,
        headers: request.headers,
        body: Buffer.concat(chunks),
      }
      received.push(entry)
      const { status, body, type = 'application/json' } = reply(entry)
      response.writeHead(status, { 'content-type': type })
      response.end(Buffer.isBuffer(body) ? body : JSON.stringify(body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const client = createClient(url, secretKey, { auth: { persistSession: false, autoRefreshToken: false } })
  store = createSupabasePhotoStore(() => client)
})
beforeEach(() => {
  received.length = 0
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

const withSecretKey = (headers: IncomingHttpHeaders) => {
  expect(headers.apikey).toBe(secretKey)
  expect(headers.authorization).toBe(`Bearer ${secretKey}`)
}

it('uploads a photo into the bucket `photos` under its name, as WebP, replacing one of the same name', async () => {
  reply = () => ({ status: 200, body: { Key: `photos/${name}`, Id: 'x' } })
  const bytes = new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3])
  await store.put(name, bytes)
  expect(received).toHaveLength(1)
  const [upload] = received
  expect([upload!.method, upload!.path]).toEqual(['POST', `/storage/v1/object/photos/${name}`])
  withSecretKey(upload!.headers)
  expect(upload!.headers['content-type']).toBe('image/webp')
  expect(upload!.headers['x-upsert']).toBe('true')
  expect(upload!.headers['cache-control']).toBe('max-age=31536000')
  expect([...upload!.body]).toEqual([...bytes])
})

it('downloads a photo, and answers null for one Storage does not have, in either of its ways of saying so', async () => {
  reply = () => ({ status: 200, body: Buffer.from([9, 8, 7]), type: 'image/webp' })
  expect([...(await store.get(name))!]).toEqual([9, 8, 7])
  expect([received[0]!.method, received[0]!.path]).toEqual(['GET', `/storage/v1/object/photos/${name}`])
  withSecretKey(received[0]!.headers)

  reply = () => ({
    status: 404,
    body: { statusCode: '404', error: 'not_found', message: 'Object not found' },
  })
  expect(await store.get(name)).toBeNull()
  reply = () => ({
    status: 400,
    body: { statusCode: '404', error: 'not_found', message: 'Object not found' },
  })
  expect(await store.get(name)).toBeNull()
  // Any other failure is one.
  reply = () => ({ status: 500, body: { statusCode: '500', error: 'internal', message: 'Boom' } })
  await expect(store.get(name)).rejects.toThrow()
})

it('removes a photo and lists the bucket’s photo files', async () => {
  reply = (request) =>
    request.method === 'POST'
      ? { status: 200, body: [{ name }, { name: '.emptyFolderPlaceholder' }, { name: 'nota.txt' }] }
      : { status: 200, body: [{ name: `photos/${name}` }] }
  await store.remove(name)
  expect(await store.list()).toEqual([name])
  expect(received.map((request) => `${request.method} ${request.path}`)).toEqual([
    'DELETE /storage/v1/object/photos',
    'POST /storage/v1/object/list/photos',
  ])
  expect(JSON.parse(received[0]!.body.toString())).toEqual({ prefixes: [name] })
  expect(JSON.parse(received[1]!.body.toString())).toMatchObject({ prefix: '', limit: 1000, offset: 0 })
  for (const request of received) withSecretKey(request.headers)
})

it('refuses a name that is not a photo file’s before sending anything', async () => {
  for (const bad of [
    '../secretos.webp',
    `${name}/../x.webp`,
    'A0B0E7C3-6A4B-4D8E-9A51-3C1F7F2D9E10.webp',
    'x.png',
  ])
    await expect(store.put(bad, new Uint8Array([1]))).rejects.toThrow(/Not a photo file name/)
  expect(received).toEqual([])
})

it('fails when Storage refuses an upload', async () => {
  reply = () => ({
    status: 403,
    body: { statusCode: '403', error: 'Unauthorized', message: 'new row violates row-level security policy' },
  })
  await expect(store.put(name, new Uint8Array([1]))).rejects.toThrow(/row-level security/)
})
