import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import sharp from 'sharp'
import { writeExportedPhotos } from '@/lib/backup/supabase-photos'
import { selfSignedCertificate } from '../support/certificate'

// `npm run export -- --upload-photos FOLDER`, the move's last step, as the
// operator runs it: a child process under plain Node with the project's
// variables, against Supabase Storage's HTTP API played over https on
// loopback. The fake checks what the client sends (method, path, keys,
// content type, bytes) and answers as Storage does: 200 with the object's
// key, a duplicate as 400 with statusCode "409", a missing object or bucket
// as 400 with statusCode "404".

const root = path.resolve(__dirname, '../..')
const secretKey = 'sb_secret_de_prueba'

type Recorded = { method: string; path: string; headers: Record<string, string | string[] | undefined> }
const recorded: Recorded[] = []
/** The bucket's objects, by name. */
const bucket = new Map<string, Buffer>()
let bucketExists = true
let server: Server
let certFile: string
let folder: string

function storage(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) {
  const chunks: Buffer[] = []
  request.on('data', (chunk: Buffer) => chunks.push(chunk))
  request.on('end', () => {
    const body = Buffer.concat(chunks)
    const url = new URL(request.url ?? '/', 'https://127.0.0.1')
    recorded.push({ method: request.method ?? '', path: url.pathname, headers: request.headers })
    const json = (status: number, value: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(value))
    }
    // Storage refuses a request without the project's key in both headers.
    if (request.headers.apikey !== secretKey || request.headers.authorization !== `Bearer ${secretKey}`)
      return json(400, { statusCode: '403', error: 'Unauthorized', message: 'Invalid Compact JWS' })
    const object = /^\/storage\/v1\/object\/photos\/([^/]+)$/.exec(url.pathname)?.[1]
    if (!object) return json(400, { statusCode: '404', error: 'not_found', message: 'unexpected request' })
    if (!bucketExists)
      return json(400, { statusCode: '404', error: 'Bucket not found', message: 'Bucket not found' })
    const name = decodeURIComponent(object)
    if (request.method === 'POST') {
      if (bucket.has(name))
        return json(400, { statusCode: '409', error: 'Duplicate', message: 'The resource already exists' })
      bucket.set(name, body)
      return json(200, { Key: `photos/${name}`, Id: randomUUID() })
    }
    if (request.method === 'GET') {
      const bytes = bucket.get(name)
      if (!bytes) return json(400, { statusCode: '404', error: 'not_found', message: 'Object not found' })
      response.writeHead(200, { 'content-type': 'image/webp', 'content-length': bytes.byteLength })
      return response.end(bytes)
    }
    json(405, { message: 'unexpected method' })
  })
}

type Outcome = { code: number; stdout: string; stderr: string }

/** Runs the step with only the variables given (plus PATH and HOME), as `npm run export` would. */
async function upload(
  dir: string,
  variables: Record<string, string> = supabaseVariables(),
): Promise<Outcome> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--conditions=react-server', '--import', 'tsx', 'scripts/export.ts', '--upload-photos', dir],
      {
        cwd: root,
        env: { PATH: process.env.PATH, HOME: process.env.HOME, ...variables } as Record<
          string,
          string | undefined
        > as NodeJS.ProcessEnv,
        timeout: 90_000,
      },
    )
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string }
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' }
  }
}

const supabaseVariables = () => ({
  NEXT_PUBLIC_SUPABASE_URL: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
  NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_de_prueba',
  SUPABASE_SECRET_KEY: secretKey,
  SITE_SHARED_SECRET: 's'.repeat(32),
  NODE_EXTRA_CA_CERTS: certFile,
})

const webp = (width: number, height: number, r: number) =>
  sharp({ create: { width, height, channels: 3, background: { r, g: 90, b: 30 } } })
    .webp()
    .toBuffer()

/** A WebP that never went through the site's server: it carries a GPS position. */
const withGps = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '38/1 14/1 0/1' } })
    .webp()
    .toBuffer()

/** The export's folder: three photos. */
let photos: Map<string, Buffer>

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'upload-photos-'))
  const certificate = selfSignedCertificate(folder)
  certFile = certificate.certFile
  server = createServer({ key: certificate.key, cert: certificate.cert }, storage)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  photos = new Map([
    [`${randomUUID()}.webp`, await webp(40, 30, 10)],
    [`${randomUUID()}.webp`, await webp(30, 40, 120)],
    [`${randomUUID()}.webp`, await webp(20, 20, 250)],
  ])
  await writeExportedPhotos(path.join(folder, 'leads.photos'), photos)
})
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
  rmSync(folder, { recursive: true, force: true })
})
beforeEach(() => {
  recorded.length = 0
  bucket.clear()
  bucketExists = true
})

const names = () => [...photos.keys()].sort()

describe('uploading the exported photos to Supabase Storage', () => {
  it('sends each file to the photos bucket as a WebP with the secret key, byte for byte, and says so', async () => {
    const outcome = await upload(path.join(folder, 'leads.photos'))
    expect(outcome).toMatchObject({ code: 0, stderr: '' })
    expect(outcome.stdout).toContain(
      `Uploaded 3 photos into the Storage bucket "photos" of https://127.0.0.1:${(server.address() as AddressInfo).port}.`,
    )
    expect(outcome.stdout).toContain('0 were there already with the same bytes (skipped).')

    expect(recorded.map(({ method, path }) => `${method} ${path}`)).toEqual(
      names().map((name) => `POST /storage/v1/object/photos/${name}`),
    )
    for (const request of recorded) {
      expect(request.headers['content-type']).toBe('image/webp')
      expect(request.headers['x-upsert']).toBe('false')
      expect(request.headers['cache-control']).toBe('max-age=31536000')
    }
    expect([...bucket.keys()].sort()).toEqual(names())
    for (const [name, bytes] of photos) expect(bucket.get(name)!.equals(bytes)).toBe(true)
  }, 120_000)

  it('run again, adds nothing: each file already there with the same bytes is skipped', async () => {
    for (const [name, bytes] of photos) bucket.set(name, bytes)
    const outcome = await upload(path.join(folder, 'leads.photos'))
    expect(outcome).toMatchObject({ code: 0, stderr: '' })
    expect(outcome.stdout).toContain('Uploaded 0 photos')
    expect(outcome.stdout).toContain('3 were there already with the same bytes (skipped).')
    // Each refused as a duplicate, then read back to compare.
    expect(recorded.map(({ method, path }) => `${method} ${path}`)).toEqual(
      names().flatMap((name) => [
        `POST /storage/v1/object/photos/${name}`,
        `GET /storage/v1/object/photos/${name}`,
      ]),
    )
    for (const [name, bytes] of photos) expect(bucket.get(name)!.equals(bytes)).toBe(true)
  }, 120_000)

  it('leaves a file Supabase holds with other bytes as it is there, and names it', async () => {
    const [first, second] = names()
    const other = await webp(40, 30, 200)
    bucket.set(first!, other)
    bucket.set(second!, photos.get(second!)!)
    const outcome = await upload(path.join(folder, 'leads.photos'))
    expect(outcome.code).toBe(0)
    expect(outcome.stdout).toContain('Uploaded 1 photos')
    expect(outcome.stdout).toContain('1 were there already with the same bytes (skipped).')
    expect(outcome.stderr).toContain(
      `Left as Supabase has it (its file differs from the exported one): ${first}\n1 photos were left as Supabase has them.`,
    )
    expect(bucket.get(first!)!.equals(other)).toBe(true)
  }, 120_000)

  it('sends nothing from a folder holding anything but photos: another file, an SVG or text as a WebP, a WebP with a GPS position', async () => {
    const cases: [string, string, Buffer | string, RegExp][] = [
      ['stranger', 'notas.txt', 'hola', /holds "notas\.txt", which is not a photo the export writes/],
      [
        'svg',
        `${randomUUID()}.webp`,
        '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><script>alert(1)</script></svg>',
        /is not a WebP image \(it reads as svg\): nothing was uploaded/,
      ],
      ['text', `${randomUUID()}.webp`, 'no soy una foto', /is not an image: nothing was uploaded/],
      [
        'gps',
        `${randomUUID()}.webp`,
        await withGps(),
        /holds a "EXIF" chunk, which the site's WebP never has/,
      ],
    ]
    for (const [label, name, bytes, message] of cases) {
      const dir = path.join(folder, label)
      mkdirSync(dir)
      for (const [photo, photoBytes] of photos) writeFileSync(path.join(dir, photo), photoBytes)
      writeFileSync(path.join(dir, name), bytes)
      const outcome = await upload(dir)
      expect(outcome.code).toBe(1)
      expect(outcome.stderr).toMatch(message)
    }
    expect(recorded).toEqual([])
    expect(bucket.size).toBe(0)
  }, 120_000)

  it('says when the project has no photos bucket, and when the Supabase variables are not set', async () => {
    bucketExists = false
    const noBucket = await upload(path.join(folder, 'leads.photos'))
    expect(noBucket.code).toBe(1)
    expect(noBucket.stderr).toContain(
      'The project has no Storage bucket "photos" (Bucket not found): run `supabase db push` first.',
    )

    const local = await upload(path.join(folder, 'leads.photos'), {
      LOCAL_DATA_DIR: path.join(folder, 'pglite'),
    })
    expect(local.code).toBe(1)
    expect(local.stderr).toContain('The upload is for Supabase: set NEXT_PUBLIC_SUPABASE_URL')
    expect(readdirSync(path.join(folder, 'leads.photos')).sort()).toEqual(names())
  }, 120_000)
})
