import type { PGlite } from '@electric-sql/pglite'
import { revalidateTag } from 'next/cache'
import { DELETE as deleteSeoRecord, POST as saveSeoRecord } from '@/app/api/e2e/seo/route.e2e'
import { POST as runScheduler } from '@/app/api/e2e/scheduler/route.e2e'
import { POST as runSql } from '@/app/api/e2e/sql/route.e2e'
import { getLocalDb } from '@/lib/db/database'
import { getSeoConfig } from '@/lib/seo/config'
import { createAccount, createTestDb, emptyTables } from '../support/database'
import { pageTag } from '@/lib/page-cache'

// The e2e build's database routes answer the machine itself only: any other
// caller gets a 403 before its request is read, and the database is untouched.

jest.mock('@/lib/db/database', () => ({ getLocalDb: jest.fn() }))
jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }))
// A save on the local backend rewrites the build's snapshot file: not from a test.
jest.mock('@/lib/db/snapshots', () => ({
  writeSeoSnapshot: jest.fn(),
  writeContentSnapshot: jest.fn(),
}))

let db: PGlite
beforeAll(async () => {
  db = await createTestDb()
  jest.mocked(getLocalDb).mockResolvedValue(db)
})
afterAll(() => db.close())
// One database for the file (each boots in seconds): every test starts with none of what the others wrote.
beforeEach(async () => {
  await db.exec('drop table if exists public.intruder, public.probe')
  await emptyTables(db, [
    'public.page_publication_schedules',
    'public.page_content_drafts',
    'public.page_versions',
    'public.page_content',
    'public.seo_pages',
    'public.admins',
    'auth.users',
  ])
  jest.mocked(revalidateTag).mockClear()
})

// Next.js sets x-forwarded-for to the TCP peer's address on a direct connection.
const from = (address: string, method: string, body: unknown) =>
  new Request('http://127.0.0.1:3600/api/e2e/x', {
    method,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  })

// One of each kind here; loopback.test.ts classifies more addresses.
const strangers = ['203.0.113.7', '::ffff:10.0.0.5', 'desconocido']
const loopbacks = ['127.8.9.10', '::1', '::ffff:127.0.0.1']

const tableExists = async (name: string) =>
  (await db.query<{ found: string | null }>('select to_regclass($1) as found', [name])).rows[0]!.found !==
  null

describe('/api/e2e/sql', () => {
  it.each(strangers)('refuses a caller at %s with 403 and runs nothing', async (address) => {
    const response = await runSql(from(address, 'POST', { sql: 'create table intruder (id int)' }))
    expect(response.status).toBe(403)
    expect(await tableExists('public.intruder')).toBe(false)
  })

  it.each(loopbacks)('runs the statement of a caller at %s', async (address) => {
    const response = await runSql(from(address, 'POST', { sql: 'create table probe (id int)' }))
    expect(response.status).toBe(200)
    expect(await tableExists('public.probe')).toBe(true)
  })
})

describe('/api/e2e/seo', () => {
  const record = { ...getSeoConfig('/aviso-legal')!, title: 'Un título que nadie debería poder guardar' }
  const storedPaths = async () =>
    (await db.query<{ path: string }>('select path from public.seo_pages')).rows.map((row) => row.path)
  const storeRecord = async () => {
    const admin = await createAccount(db, 'admin@example.com', { admin: true })
    await db.query(
      `insert into public.seo_pages (path, title, description, h1, updated_by) values ($1, $2, $3, $4, $5)`,
      [record.path, record.title, record.description, record.h1, admin.userId],
    )
  }

  it.each(strangers)('refuses to save or delete a record for a caller at %s', async (address) => {
    expect((await saveSeoRecord(from(address, 'POST', record))).status).toBe(403)
    expect(await storedPaths()).toEqual([])

    await storeRecord()
    expect((await deleteSeoRecord(from(address, 'DELETE', { path: '/aviso-legal' }))).status).toBe(403)
    expect(await storedPaths()).toEqual(['/aviso-legal'])
    expect(revalidateTag).not.toHaveBeenCalled()
  })

  it('deletes a record for a caller on the loopback address', async () => {
    await storeRecord()
    expect((await deleteSeoRecord(from('::1', 'DELETE', { path: '/aviso-legal' }))).status).toBe(200)
    expect(await storedPaths()).toEqual([])
    expect(revalidateTag).toHaveBeenCalledWith(pageTag('/aviso-legal'), { expire: 0 })
  })
})

describe('/api/e2e/scheduler', () => {
  // Scheduled by an admin: the job publishes only for a current one.
  const scheduleDue = async () => {
    const admin = await createAccount(db, 'admin@example.com', { admin: true })
    await db.query(`insert into public.page_content_drafts (path, content) values ('/', '{}')`)
    await db.query(
      `insert into public.page_publication_schedules (path, publish_at, draft, scheduled_by)
       select d.path, now(), to_jsonb(d), $1 from public.page_content_drafts d`,
      [admin.userId],
    )
  }
  const publishedPaths = async () =>
    (await db.query<{ path: string }>('select path from public.page_content')).rows.map((row) => row.path)

  it.each(strangers)('refuses to run the scheduler for a caller at %s', async (address) => {
    await scheduleDue()
    const asOf = new Date(Date.now() + 60_000).toISOString()
    expect((await runScheduler(from(address, 'POST', { asOf }))).status).toBe(403)
    expect(await publishedPaths()).toEqual([])
  })

  it('runs it as of the given time for a caller on the loopback address', async () => {
    jest.spyOn(console, 'info').mockImplementation(() => {})
    await scheduleDue()
    const asOf = new Date(Date.now() + 60_000).toISOString()
    const response = await runScheduler(from('127.0.0.1', 'POST', { asOf }))
    expect(await response.json()).toEqual({ published: ['/'] })
    expect(await publishedPaths()).toEqual(['/'])
    expect(revalidateTag).toHaveBeenCalledWith(pageTag('/'), { expire: 0 })
  })
})
