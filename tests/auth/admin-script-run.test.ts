import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { createLocalAccount } from '@/lib/auth/local/accounts'
import { invitedEmail, issueLocalInvitation } from '@/lib/auth/local/invitations'
import { openLocalDb } from '@/lib/db/open-database'
import { selfSignedCertificate } from '../support/certificate'
import { seedMigratedDataFolder } from '../support/pglite-snapshot'

// `npm run admin -- add EMAIL` and `invite EMAIL` as staff run them: a child process under plain
// Node (not Jest's environment, which has globals of its own), on each backend,
// with the react-server condition that lets it load the server-only modules.

const root = path.resolve(__dirname, '../..')
const run = promisify(execFile)

type Outcome = { code: number; stdout: string; stderr: string }

/** Runs the script with only the variables given (plus PATH and HOME), as `npm run admin` would. */
async function runAdminScript(
  email: string,
  variables: Record<string, string>,
  command: 'add' | 'invite' = 'add',
): Promise<Outcome> {
  const env: Record<string, string | undefined> = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    ...variables,
  }
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--conditions=react-server', '--import', 'tsx', 'scripts/admin.ts', command, email],
      { cwd: root, env: env as NodeJS.ProcessEnv, timeout: 90_000 },
    )
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string }
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' }
  }
}

let folder: string
beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'sec-admin-script-'))
})
afterAll(() => rmSync(folder, { recursive: true, force: true }))

describe('on Supabase', () => {
  type Recorded = {
    method: string
    url: URL
    headers: Record<string, string | string[] | undefined>
    body: string
  }
  const recorded: Recorded[] = []
  const jefa = {
    id: '00000000-0000-4000-8000-000000001001',
    email: 'Jefa@Example.com',
    email_confirmed_at: '2026-11-20T10:00:00Z',
    last_sign_in_at: '2026-11-21T10:00:00Z',
  }
  const invitedId = '11111111-2222-4333-8444-555555555555'
  // Two pages of accounts, the one sought on the second.
  const pages = [
    Array.from({ length: 1000 }, (_, i) => ({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      email: `u${i}@example.com`,
    })),
    [jefa],
  ]
  let server: Server
  let certFile: string

  // Supabase's Auth and REST endpoints, played over https with a certificate
  // made for the test, which only the child process is told to trust.
  beforeAll(async () => {
    const certificate = selfSignedCertificate(folder)
    certFile = certificate.certFile
    server = createServer({ key: certificate.key, cert: certificate.cert }, (request, response) => {
      let body = ''
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
      request.on('end', () => {
        const url = new URL(request.url ?? '/', 'https://127.0.0.1')
        recorded.push({ method: request.method ?? '', url, headers: request.headers, body })
        const answer = (status: number, value: unknown) => {
          response.writeHead(status, { 'content-type': 'application/json' })
          response.end(JSON.stringify(value))
        }
        if (url.pathname === '/auth/v1/admin/users') {
          const page = pages[Number(url.searchParams.get('page')) - 1] ?? []
          return answer(200, { users: page, aud: 'authenticated' })
        }
        if (url.pathname === '/auth/v1/invite') {
          const { email, data } = JSON.parse(body) as { email: string; data: object }
          return answer(200, { id: invitedId, aud: 'authenticated', email, user_metadata: data })
        }
        if (url.pathname === '/rest/v1/admins') return answer(201, [{ user_id: jefa.id }])
        answer(404, { message: 'unexpected request' })
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it.each([
    [
      'a secret key',
      { NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x', SUPABASE_SECRET_KEY: 'sb_secret_x' },
      'sb_secret_x',
    ],
    [
      'the legacy service-role key',
      { NEXT_PUBLIC_SUPABASE_ANON_KEY: 'anon-key', SUPABASE_SERVICE_ROLE_KEY: 'service-role-key' },
      'service-role-key',
    ],
  ])(
    'finds the account through the auth admin API and inserts it into admins, with %s',
    async (_, keys, key) => {
      recorded.length = 0
      const { port } = server.address() as AddressInfo
      const outcome = await runAdminScript('jefa@example.com', {
        NEXT_PUBLIC_SUPABASE_URL: `https://127.0.0.1:${port}`,
        ...keys,
        SITE_SHARED_SECRET: 's'.repeat(32),
        NODE_EXTRA_CA_CERTS: certFile,
      })
      expect(outcome).toMatchObject({ code: 0, stderr: '' })
      expect(outcome.stdout).toContain('jefa@example.com is now an admin')

      expect(recorded.map(({ method, url }) => `${method} ${url.pathname}`)).toEqual([
        'GET /auth/v1/admin/users',
        'GET /auth/v1/admin/users',
        'POST /rest/v1/admins',
      ])
      const [first, second, insert] = recorded
      expect(first!.url.searchParams.get('page')).toBe('1')
      expect(second!.url.searchParams.get('page')).toBe('2')
      for (const request of recorded) {
        expect(request.headers.apikey).toBe(key)
        expect(request.headers.authorization).toBe(`Bearer ${key}`)
      }
      expect(insert!.url.searchParams.get('on_conflict')).toBe('user_id')
      expect(JSON.parse(insert!.body)).toEqual({ user_id: jefa.id, email: 'jefa@example.com' })
    },
    120_000,
  )

  it('invites a new address with ${SITE_URL}/seo-dashboard/bienvenida as the redirect, and makes it admin', async () => {
    recorded.length = 0
    const { port } = server.address() as AddressInfo
    const outcome = await runAdminScript(
      'tecnico@example.com',
      {
        NEXT_PUBLIC_SUPABASE_URL: `https://127.0.0.1:${port}`,
        NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x',
        SUPABASE_SECRET_KEY: 'sb_secret_x',
        SITE_SHARED_SECRET: 's'.repeat(32),
        SITE_URL: 'https://web.example.es',
        NODE_EXTRA_CA_CERTS: certFile,
      },
      'invite',
    )
    expect(outcome).toMatchObject({ code: 0, stderr: '' })
    expect(outcome.stdout).toContain(
      'Invitation sent to tecnico@example.com; the account is an admin already.',
    )
    const invite = recorded.find(({ url }) => url.pathname === '/auth/v1/invite')!
    expect(invite.url.searchParams.get('redirect_to')).toBe('https://web.example.es/seo-dashboard/bienvenida')
    const insert = recorded.find(({ url }) => url.pathname === '/rest/v1/admins')!
    expect(JSON.parse(insert.body)).toEqual({ user_id: invitedId, email: 'tecnico@example.com' })
  }, 120_000)
})

// Each data folder starts as a copy of a migrated one: a first open from nothing (initdb, then
// every migration) is local-data-folder.test.ts's subject, and takes a minute on a loaded machine.
describe('on the local backend', () => {
  it('invite prints a one-time link on the site’s address, bound to the address; it records the invitation in the data folder', async () => {
    const dataDir = path.join(folder, 'invitations')
    await seedMigratedDataFolder(dataDir)
    const outcome = await runAdminScript(
      ' Staff@Example.com',
      { LOCAL_DATA_DIR: dataDir, SITE_URL: 'https://web.example.es' },
      'invite',
    )
    expect(outcome).toMatchObject({ code: 0, stderr: '' })
    expect(outcome.stdout).toContain('Invitation for staff@example.com.')
    const link = /^ {2}(https:\/\/web\.example\.es\/auth\?invitacion=([A-Za-z0-9_-]{43}))$/m.exec(
      outcome.stdout,
    )
    expect(link).not.toBeNull()
    expect(outcome.stdout).toMatch(/It works once, until \S+Z \(24 hours\)/)

    const db = await openLocalDb(dataDir)
    try {
      expect(await invitedEmail(db, link![2]!)).toBe('staff@example.com')
    } finally {
      await db.close()
      rmSync(`${dataDir}.lock`, { force: true })
    }
  }, 120_000)

  it('puts the account on the admin list in the data folder', async () => {
    const dataDir = path.join(folder, 'pglite')
    await seedMigratedDataFolder(dataDir)
    const db = await openLocalDb(dataDir)
    // An account made through an invitation, later taken off the list.
    const invitation = await issueLocalInvitation(db, 'staff@example.com')
    if (!invitation.ok) throw new Error(invitation.message)
    const created = await createLocalAccount(db, {
      email: 'staff@example.com',
      password: 'secreto1',
      invitationToken: new URL(invitation.path, 'http://localhost').searchParams.get('invitacion')!,
    })
    await db.query('delete from public.admins')
    await db.close()
    rmSync(`${dataDir}.lock`) // this process is done with the folder: the script may open it
    if (!created.ok) throw new Error('sign-up failed')

    const outcome = await runAdminScript('Staff@Example.com', { LOCAL_DATA_DIR: dataDir })
    expect(outcome).toMatchObject({ code: 0, stderr: '' })
    expect(outcome.stdout).toContain('staff@example.com is now an admin')

    const reopened = await openLocalDb(dataDir)
    try {
      const { rows } = await reopened.query('select email from public.admins where user_id = $1', [
        created.user.id,
      ])
      expect(rows).toEqual([{ email: 'staff@example.com' }])
    } finally {
      await reopened.close()
      rmSync(`${dataDir}.lock`, { force: true })
    }
  }, 120_000)
})
