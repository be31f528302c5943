import type { PGlite } from '@electric-sql/pglite'
import { revalidateTag } from 'next/cache'
import { processSchedulerKey } from '@/lib/content/scheduler-access'
import { getLocalDb } from '@/lib/db/database'
import { writeContentSnapshot, writeSeoSnapshot } from '@/lib/db/snapshots'
import { createAccount, createTestDb } from '../support/database'
import { pageTag, sitemapTag } from '@/lib/page-cache'

// The scheduled publications' route, as a cron calls it: only with the right
// CRON_SECRET (or, locally, the server's own key) does it publish what is due,
// on the real SQL, and regenerate those pages. Without CRON_SECRET no outside
// caller reaches it.

jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }))
jest.mock('@/lib/db/database', () => ({ getLocalDb: jest.fn() }))
jest.mock('@/lib/db/snapshots', () => ({
  writeContentSnapshot: jest.fn(),
  writeSeoSnapshot: jest.fn(),
}))

const secret = 'c'.repeat(40)
const path = '/ayudas-placas-solares'
const savedEnv = { ...process.env }
let db: PGlite
let admin: { userId: string }

beforeAll(async () => {
  db = await createTestDb()
  jest.mocked(getLocalDb).mockResolvedValue(db)
  admin = await createAccount(db, 'gerencia@example.com', { admin: true })
})
// Each test starts from the same due schedule and nothing published, whatever ran before it.
beforeEach(async () => {
  jest.clearAllMocks()
  await db.exec(
    'truncate public.page_publication_schedules, public.page_content, public.page_content_drafts, public.page_versions',
  )
  // A draft scheduled a minute ago (written as the job finds it: the time check is the admin function's).
  await db.query(
    `insert into public.page_content_drafts (path, content) values ($1, '{"hero": {"subtitle": "Ya"}}')`,
    [path],
  )
  await db.query(
    `insert into public.page_publication_schedules (path, publish_at, draft, scheduled_by)
     select d.path, now() - interval '1 minute', to_jsonb(d), $2 from public.page_content_drafts d where d.path = $1`,
    [path, admin.userId],
  )
})
afterAll(() => db.close())
afterEach(() => {
  process.env = { ...savedEnv }
})

/** The route's GET and POST, loaded under `env` (lib/env.ts reads it once). */
async function route(env: Record<string, string>) {
  process.env = { ...savedEnv, ...env }
  delete process.env.NEXT_PUBLIC_SUPABASE_URL
  let loaded: typeof import('@/app/api/cron/publicaciones/route') | undefined
  await jest.isolateModulesAsync(async () => {
    loaded = await import('@/app/api/cron/publicaciones/route')
  })
  return loaded!
}
const call = (authorization?: string, method = 'GET') =>
  new Request('https://www.ejemplo.es/api/cron/publicaciones', {
    method,
    headers: authorization ? { authorization } : {},
  })
const published = async () =>
  (await db.query('select content from public.page_content where path = $1', [path])).rows

describe('the scheduled publications’ route', () => {
  it('refuses a call without the secret or with a wrong one, publishing nothing', async () => {
    const { GET, POST } = await route({ CRON_SECRET: secret })
    for (const answer of [
      await GET(call()),
      await GET(call(`Bearer ${'x'.repeat(40)}`)),
      await POST(call(`Bearer ${secret}x`, 'POST')),
      await GET(call(secret)),
    ])
      expect(answer.status).toBe(401)
    expect(await published()).toEqual([])
    expect(revalidateTag).not.toHaveBeenCalled()
  })

  it('answers 404 to any outside caller when CRON_SECRET is not set', async () => {
    const { POST } = await route({})
    expect((await POST(call(`Bearer ${secret}`, 'POST'))).status).toBe(404)
    expect(await published()).toEqual([])
  })

  it('publishes what is due with the right secret and regenerates the page', async () => {
    const logged = jest.spyOn(console, 'info').mockImplementation(() => {})
    const { GET, POST } = await route({ CRON_SECRET: secret })
    const answer = await GET(call(`Bearer ${secret}`))
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ published: [path] })
    expect(await published()).toEqual([{ content: { hero: { subtitle: 'Ya' } } }])
    expect(revalidateTag).toHaveBeenCalledWith(pageTag(path), { expire: 0 })
    expect(revalidateTag).toHaveBeenCalledWith(sitemapTag, { expire: 0 })
    // The local build's snapshots follow, as after a publish from the editor.
    expect(writeContentSnapshot).toHaveBeenCalledWith([expect.objectContaining({ path })])
    expect(writeSeoSnapshot).toHaveBeenCalled()
    expect(logged).toHaveBeenCalledWith(`Scheduled publications published: ${path}`)
    // Nothing is due any more; the local server's own loop gets in with its process key too.
    const ownLoop = await POST(call(`Bearer ${processSchedulerKey()}`, 'POST'))
    expect(await ownLoop.json()).toEqual({ published: [] })
  })
})
