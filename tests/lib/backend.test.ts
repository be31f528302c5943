import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { getSeoConfig } from '@/lib/seo/config'
import { authError, fakeFetch, type Answer, type Sent } from '../support/fake-supabase'
import { sampleLead } from '../support/leads'
import { seedMigratedDataFolder } from '../support/pglite-snapshot'

// Which backend the server runs, as its visitors and its database see it: the
// embedded PGlite one without Supabase's variables (a data folder, counts in
// memory, no network), Supabase with them (its REST, Auth and function
// endpoints, no data folder), and during `next build` the SEO snapshot.

// The request's cookie store, shared by every module registry the tests load.
const mockCookies = new Map<string, string>()
jest.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (mockCookies.has(name) ? { name, value: mockCookies.get(name) } : undefined),
    getAll: () => [...mockCookies].map(([name, value]) => ({ name, value })),
    set: (name: string, value: string) => void mockCookies.set(name, value),
    delete: (name: string) => void mockCookies.delete(name),
  }),
  headers: async () => new Headers(),
}))

const supabaseEnv = {
  NEXT_PUBLIC_SUPABASE_URL: 'https://proyecto.supabase.co',
  NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x',
  SUPABASE_SECRET_KEY: 'sb_secret_x',
  SITE_SHARED_SECRET: 's'.repeat(40),
}
/** A project still on its legacy keys: the anon and service_role JWTs. */
const legacyEnv = {
  NEXT_PUBLIC_SUPABASE_URL: 'https://proyecto.supabase.co',
  NEXT_PUBLIC_SUPABASE_ANON_KEY: 'anon-jwt',
  SUPABASE_SERVICE_ROLE_KEY: 'service-role-jwt',
  SITE_SHARED_SECRET: 's'.repeat(40),
}
const realFetch = globalThis.fetch
const savedEnv = { ...process.env }
let folder: string
let dataDir: string

beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'sec-backend-'))
  dataDir = path.join(folder, 'pglite')
})
afterEach(() => {
  globalThis.fetch = realFetch
  process.env = { ...savedEnv }
  mockCookies.clear()
  jest.restoreAllMocks()
})
afterAll(() => rmSync(folder, { recursive: true, force: true }))

/** Every getter of what differs per backend, each from its own area, freshly loaded. */
const loadBackend = async () => ({
  ...(await import('@/lib/data/get-data-backend')),
  ...(await import('@/lib/auth/get-auth-backend')),
  ...(await import('@/lib/auth/team-invitations')),
  ...(await import('@/lib/photos/get-photo-store')),
  ...(await import('@/lib/limits/get-request-limits')),
  ...(await import('@/lib/notifications/senders')),
  ...(await import('@/lib/backup/get-local-backups')),
  ...(await import('@/lib/content/scheduler-access')),
  ...(await import('@/lib/start-backend-work')),
})
type Backend = Awaited<ReturnType<typeof loadBackend>>
type Loaded = { backend: Backend; localDb: () => Promise<PGlite> }

/**
 * Runs `use` on the server's modules freshly loaded under `env` (lib/env.ts
 * reads it once), with every request to the network answered by `answer`.
 */
async function onServer(
  env: Record<string, string>,
  use: (loaded: Loaded) => Promise<void>,
  answer: (request: Sent) => Answer = () => 'network-error',
): Promise<Sent[]> {
  process.env = { ...savedEnv, LOCAL_DATA_DIR: dataDir, LEAD_RATE_LIMIT: '5', ...env }
  delete process.env.SMTP_URL
  const { fetch, sent } = fakeFetch(answer)
  globalThis.fetch = fetch
  await jest.isolateModulesAsync(async () => {
    const backend = await loadBackend()
    const { getLocalDb } = await import('@/lib/db/database')
    await use({ backend, localDb: getLocalDb })
  })
  return sent
}

/** The backups' status once the one taken at server start is written (or after 30 s). */
async function backupTaken(backend: Backend) {
  const backups = (await backend.getLocalBackups())!
  for (let i = 0; i < 300 && (await backups.status()).overdue; i += 1)
    await new Promise((resolve) => setTimeout(resolve, 100))
  return backups.status()
}

const endpoint = (request: Sent) => `${request.method} ${request.url.origin}${request.url.pathname}`

describe('without Supabase’s variables: the embedded local backend', () => {
  // A migrated folder, as the server leaves one: its first opening (initdb, migrations) has tests of its own.
  beforeAll(() => seedMigratedDataFolder(dataDir))
  // The server keeps its one database handle on globalThis (lib/db/database.ts), across module registries.
  afterAll(async () => {
    const server = globalThis as { localDb?: Promise<PGlite> }
    await (await server.localDb)?.close()
    delete server.localDb
    rmSync(folder, { recursive: true, force: true })
  })

  it('stores a lead in the data folder’s database and tells the company through the local outbox', async () => {
    const id = sampleLead().id
    const log = jest.spyOn(console, 'info').mockImplementation(() => {})
    const sent = await onServer({}, async ({ backend, localDb }) => {
      await backend.getDataBackend().leads.insert(sampleLead({ id, name: 'Lucía' }))
      await backend.getLeadNotifier()(id)
      const db = await localDb()
      const lead = await db.query('select name from public.leads where id = $1', [id])
      expect(lead.rows).toEqual([{ name: 'Lucía' }])
      const notification = await db.query('select status from public.lead_notifications where lead_id = $1', [
        id,
      ])
      expect(notification.rows).toEqual([{ status: 'logged' }]) // no SMTP_URL: the server log only
    })
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/^\[notificación\][\s\S]*Lucía/))
    expect(sent).toEqual([])
  })

  it('creates accounts in that database, with the session in the site’s own signed cookie', async () => {
    await onServer({}, async ({ backend, localDb }) => {
      const auth = backend.getAuthBackend()
      expect(await auth.signUp({ email: 'local@example.com', password: 'secreto1' })).toEqual({
        ok: true,
        next: 'dashboard',
      })
      const accounts = await (
        await localDb()
      ).query("select 1 from auth.users where email = 'local@example.com'")
      expect(accounts.rows).toHaveLength(1)
      expect(mockCookies.has('sec_session')).toBe(true)
      expect(await auth.currentUser()).toMatchObject({ email: 'local@example.com', isAdmin: false })
    })
  })

  it('keeps photo files in a `photos` folder beside the data folder, or in PHOTOS_DIR, asking nothing of the network', async () => {
    const name = '0b0e7c3e-6a4b-4d8e-9a51-3c1f7f2d9e10.webp'
    const own = path.join(folder, 'fotos-propias')
    const sent = await onServer({}, async ({ backend }) => {
      await backend.getPhotoStore().put(name, new Uint8Array([1, 2, 3]))
      expect(await backend.getPhotoStore().list()).toEqual([name])
    })
    expect(readdirSync(path.join(folder, 'photos'))).toEqual([name])
    await onServer({ PHOTOS_DIR: own }, async ({ backend }) => {
      expect(await backend.getPhotoStore().list()).toEqual([])
      await backend.getPhotoStore().put(name, new Uint8Array([4]))
    })
    expect(readdirSync(own)).toEqual([name])
    expect(sent).toEqual([])
  })

  it('keeps sign-ups open and has no invitation page, asking nothing of the network', async () => {
    const sent = await onServer({}, async ({ backend }) => {
      expect(await backend.getAuthBackend().signUpsOpen()).toBe(true)
      expect(backend.getAuthBackend().choosePassword).toBeUndefined()
    })
    expect(sent).toEqual([])
  })

  it('invites a colleague with a one-time link written in the server’s own open database, asking nothing of the network', async () => {
    const sent = await onServer({}, async ({ backend, localDb }) => {
      const invitation = await backend.getTeamInviter().invite('colega@example.com')
      expect(invitation).toMatchObject({
        ok: true,
        link: { path: expect.stringMatching(/^\/auth\?invitacion=/) },
      })
      const { rows } = await (await localDb()).query('select email from auth.invitations')
      expect(rows).toEqual([{ email: 'colega@example.com' }])
      expect(await backend.getTeamInviter().pending()).toMatchObject([{ email: 'colega@example.com' }])
      // Inviting again makes a new link: there is no e-mail to send again.
      expect(backend.getTeamInviter().resend).toBeNull()
    })
    expect(sent).toEqual([])
  })

  it('keeps the request limits in memory, asking nothing of the network', async () => {
    const sent = await onServer({}, async ({ backend }) => {
      const { leads } = backend.getRequestLimits()
      const answers = []
      for (let i = 0; i < 6; i += 1) answers.push(await leads.take('203.0.113.7'))
      expect(answers).toEqual([true, true, true, true, true, false])
    })
    expect(sent).toEqual([])
  })

  it('at server start prints the setup link while no admin exists, and retries notifications every minute', async () => {
    const logged = jest.spyOn(console, 'log').mockImplementation(() => {})
    const retries = jest.spyOn(globalThis, 'setInterval').mockReturnValue({ unref() {} } as never)
    await onServer({}, async ({ backend }) => {
      await backend.startBackendWork()
      for (let i = 0; i < 100 && logged.mock.calls.length === 0; i += 1)
        await new Promise((resolve) => setTimeout(resolve, 20))
      await backupTaken(backend) // before the database closes
    })
    expect(logged).toHaveBeenCalledWith(
      expect.stringMatching(/^No admin account exists yet[\s\S]*\/auth\?setup=/),
    )
    expect(retries).toHaveBeenCalledWith(expect.any(Function), 60_000)
  })

  it('runs the scheduled publications itself, calling its own route with a key only this process knows', async () => {
    await onServer({}, async ({ backend }) => {
      const key = await backend.schedulerProcessKey()
      expect(key).toMatch(/^[\w-]{43}$/)
      expect(await backend.schedulerProcessKey()).toBe(key)
    })
  })

  it('at server start backs the database up into a `backups` folder beside the data folder, and checks hourly', async () => {
    jest.spyOn(console, 'log').mockImplementation(() => {})
    const checks = jest.spyOn(globalThis, 'setInterval').mockReturnValue({ unref() {} } as never)
    const backupDir = path.join(folder, 'backups')
    await onServer({}, async ({ backend }) => {
      await backend.startBackendWork()
      expect(await backupTaken(backend)).toMatchObject({ failure: null, overdue: false })
    })
    expect(readdirSync(backupDir)).toEqual([expect.stringMatching(/^pglite-\d{8}T\d{9}Z\.backup$/)])
    expect(checks).toHaveBeenCalledWith(expect.any(Function), 60 * 60 * 1000)
  })
})

describe('with Supabase’s variables: Supabase', () => {
  it('stores a lead through its REST API and asks its function to e-mail it, with the site’s secret', async () => {
    const id = sampleLead().id
    const sent = await onServer(
      supabaseEnv,
      async ({ backend }) => {
        await backend.getDataBackend().leads.insert(sampleLead({ id }))
        await backend.getLeadNotifier()(id)
      },
      () => ({ status: 201, body: {} }),
    )
    expect(sent.map(endpoint)).toEqual([
      'POST https://proyecto.supabase.co/rest/v1/leads',
      'POST https://proyecto.supabase.co/functions/v1/send-contact-notification',
    ])
    expect(sent[1]!.body).toEqual({ leadId: id })
    expect(sent[1]!.headers.get('x-site-secret')).toBe(supabaseEnv.SITE_SHARED_SECRET)
    expect(existsSync(dataDir)).toBe(false)
    // Only the service role may insert a lead; the function is called with the public key.
    expect(sent.map((request) => request.headers.get('apikey'))).toEqual(['sb_secret_x', 'sb_publishable_x'])
  })

  it('takes the legacy anon and service_role keys when the new ones are not set', async () => {
    const sent = await onServer(
      legacyEnv,
      async ({ backend }) => {
        await backend.getDataBackend().leads.insert(sampleLead())
        await backend.getDataBackend().seoPages.list()
      },
      () => ({ status: 200, body: [] }),
    )
    expect(sent.map((request) => `${endpoint(request)} ${request.headers.get('apikey')}`)).toEqual([
      'POST https://proyecto.supabase.co/rest/v1/leads service-role-jwt',
      'GET https://proyecto.supabase.co/rest/v1/seo_pages anon-jwt',
    ])
  })

  it('signs in through Supabase Auth', async () => {
    const sent = await onServer(
      supabaseEnv,
      async ({ backend }) => {
        expect(
          await backend.getAuthBackend().signIn({ email: 'a@example.com', password: 'secreto1' }),
        ).toEqual({
          ok: false,
          error: 'invalid-credentials',
        })
      },
      () => authError(400, 'invalid_credentials', 'Invalid login credentials'),
    )
    expect(sent.map(endpoint)).toEqual(['POST https://proyecto.supabase.co/auth/v1/token'])
    expect(existsSync(dataDir)).toBe(false)
  })

  it('reads whether sign-ups are open from Supabase Auth’s public settings, with the public key', async () => {
    const sent = await onServer(
      supabaseEnv,
      async ({ backend }) => {
        expect(await backend.getAuthBackend().signUpsOpen()).toBe(false)
      },
      () => ({ status: 200, body: { disable_signup: true } }),
    )
    expect(sent.map((request) => `${endpoint(request)} ${request.headers.get('apikey')}`)).toEqual([
      'GET https://proyecto.supabase.co/auth/v1/settings sb_publishable_x',
    ])
  })

  it('keeps the request limits in the database, through its RPC', async () => {
    const sent = await onServer(
      supabaseEnv,
      async ({ backend }) => {
        const limits = backend.getRequestLimits()
        expect(await limits.leads.take('203.0.113.7')).toBe(true)
        expect(await limits.signUp.take('203.0.113.7')).toBe('allowed')
      },
      () => ({ status: 200, body: true }),
    )
    expect(sent.map(endpoint)).toEqual([
      'POST https://proyecto.supabase.co/rest/v1/rpc/take_request_slot',
      'POST https://proyecto.supabase.co/rest/v1/rpc/take_request_slot',
      'POST https://proyecto.supabase.co/rest/v1/rpc/take_request_slot',
    ])
    // The limit functions answer the service role only.
    for (const request of sent) expect(request.headers.get('apikey')).toBe('sb_secret_x')
  })

  it('keeps photo files in Storage’s bucket `photos`, with the secret key', async () => {
    const name = '0b0e7c3e-6a4b-4d8e-9a51-3c1f7f2d9e10.webp'
    const sent = await onServer(
      supabaseEnv,
      async ({ backend }) => {
        expect(await backend.getPhotoStore().list()).toEqual([name])
        await backend.getPhotoStore().remove(name)
      },
      (request) => ({ status: 200, body: request.method === 'POST' ? [{ name }, { name: 'otro.txt' }] : [] }),
    )
    expect(sent.map(endpoint)).toEqual([
      'POST https://proyecto.supabase.co/storage/v1/object/list/photos',
      'DELETE https://proyecto.supabase.co/storage/v1/object/photos',
    ])
    expect(sent[1]!.body).toEqual({ prefixes: [name] })
    for (const request of sent) expect(request.headers.get('apikey')).toBe('sb_secret_x')
    expect(existsSync(path.join(folder, 'photos'))).toBe(false)
  })

  it('invites a colleague through Supabase Auth’s admin API with the secret key, the account an admin at once', async () => {
    const invited = { id: '11111111-2222-4333-8444-555555555555', email: 'colega@example.com' }
    const sent = await onServer(
      supabaseEnv,
      async ({ backend }) => {
        expect(await backend.getTeamInviter().invite('colega@example.com')).toEqual({
          ok: true,
          email: 'colega@example.com',
          link: null,
        })
        expect(await backend.getTeamInviter().pending()).toEqual([])
      },
      (request) => {
        if (request.url.pathname === '/auth/v1/admin/users') return { status: 200, body: { users: [] } }
        if (request.url.pathname === '/auth/v1/invite')
          return {
            status: 200,
            body: { ...invited, aud: 'authenticated', user_metadata: request.body?.data },
          }
        return { status: 201, body: [{ user_id: invited.id }] }
      },
    )
    expect(sent.map(endpoint)).toEqual([
      'GET https://proyecto.supabase.co/auth/v1/admin/users',
      'POST https://proyecto.supabase.co/auth/v1/invite',
      'POST https://proyecto.supabase.co/rest/v1/admins',
    ])
    for (const request of sent) expect(request.headers.get('apikey')).toBe('sb_secret_x')
    expect(sent[1]!.url.searchParams.get('redirect_to')).toMatch(/\/seo-dashboard\/bienvenida$/)
  })

  it('starts no local work at server start, and takes no backups (Supabase backs up its own)', async () => {
    const logged = jest.spyOn(console, 'log').mockImplementation(() => {})
    const retries = jest.spyOn(globalThis, 'setInterval')
    await onServer(supabaseEnv, async ({ backend }) => {
      await backend.startBackendWork()
      expect(await backend.getLocalBackups()).toBeNull()
      // A cron calls the scheduler's route, with CRON_SECRET.
      expect(await backend.schedulerProcessKey()).toBeNull()
    })
    expect(logged).not.toHaveBeenCalled()
    expect(retries).not.toHaveBeenCalled()
    expect(existsSync(dataDir)).toBe(false)
  })
})

describe('during `next build`', () => {
  const building = { NEXT_PHASE: 'phase-production-build' }

  it('reads the SEO records from the snapshot on the local backend, and never opens the database', async () => {
    const { writeSeoSnapshot, seoSnapshotFile } = await import('@/lib/db/snapshots')
    // A whole record: the snapshot is read against the SEO record's schema.
    const record = { ...getSeoConfig('/aviso-legal')!, title: 'Aviso', updatedAt: '2026-01-01T00:00:00.000Z' }
    writeSeoSnapshot([record], seoSnapshotFile(dataDir))
    await onServer(building, async ({ backend, localDb }) => {
      const data = backend.getDataBackend()
      expect(await data.seoPages.list()).toEqual([record])
      await expect(data.leads.insert(sampleLead())).rejects.toThrow(
        'Nothing can be written while `next build` runs',
      )
      expect(() => localDb()).toThrow('must not be opened while `next build`')
    })
    expect(existsSync(dataDir)).toBe(false)
  })

  it('reads Supabase itself on Supabase', async () => {
    const sent = await onServer(
      { ...supabaseEnv, ...building },
      async ({ backend }) => {
        expect(await backend.getDataBackend().seoPages.list()).toEqual([])
      },
      () => ({ status: 200, body: [] }),
    )
    expect(sent.map(endpoint)).toEqual(['GET https://proyecto.supabase.co/rest/v1/seo_pages'])
  })
})
