import type { Caller } from '@/lib/db/roles'
import { createAccount, databaseWithAccounts } from '../support/database'
import { engines } from '../support/engines'

// A scheduled publication publishes only while whoever scheduled it is an
// admin: removing an admin (their admins row, or their whole account) cancels
// their pending schedules, and the job cancels, rather than publishes, any
// schedule whose author is no longer one. The dashboard's list says why.

const service: Caller = { role: 'service_role' }
type Schedule = {
  path: string
  publishedAt: string | null
  cancelledAt: string | null
  cancelReason: string | null
}
type Admin = Extract<Caller, { role: 'authenticated' }>

describe.each(engines)('on %s', (engine) => {
  const world = databaseWithAccounts(engine)
  const { run } = world
  let accounts = 0
  beforeEach(() =>
    world.db.exec(
      `delete from public.page_publication_schedules; delete from public.page_versions;
       delete from public.page_content; delete from public.page_content_drafts`,
    ),
  )

  const value = async <T>(caller: Caller, sql: string, params: unknown[] = []) =>
    (await run(caller, `select ${sql} as value`, params)).rows[0]!.value as T
  const newAdmin = async () =>
    (await createAccount(world.db, `admin${++accounts}@example.com`, { admin: true })) as Admin
  /** A draft of `page` scheduled by `admin` an hour from now. */
  const scheduleDraft = async (admin: Admin, page: string) => {
    const draft = await value<{ revision: number }>(
      admin,
      'public.save_page_draft($1, $2::jsonb, null, null)',
      [page, JSON.stringify({ hero: { subtitle: `Programado por ${admin.email}` } })],
    )
    const at = new Date(Date.now() + 3_600_000).toISOString()
    await value(admin, 'public.schedule_page_publication($1, $2::timestamptz, $3)', [
      page,
      at,
      draft.revision,
    ])
    return at
  }
  /** The job, run as of two hours from now: every schedule made here is due. */
  const publishDue = () =>
    value<string[]>(service, 'public.publish_due_pages($1::timestamptz)', [
      new Date(Date.now() + 7_200_000).toISOString(),
    ])
  const schedules = async () =>
    (await value<Schedule[]>(world.admin, 'public.page_publication_schedules()')).map(
      ({ path, publishedAt, cancelledAt, cancelReason }) => ({
        path,
        published: publishedAt !== null,
        cancelled: cancelledAt !== null,
        cancelReason,
      }),
    )
  const publishedPaths = async () =>
    (await world.db.query<{ path: string }>('select path from public.page_content order by path')).rows.map(
      (row) => row.path,
    )

  it('cancels a removed admin’s pending schedules, and publishes the others’', async () => {
    const leaving = await newAdmin()
    const staying = await newAdmin()
    await scheduleDraft(leaving, '/ayudas-placas-solares')
    await scheduleDraft(staying, '/instalacion-placas-solares')

    await world.db.query('delete from public.admins where user_id = $1', [leaving.userId])
    expect(await schedules()).toEqual([
      { path: '/ayudas-placas-solares', published: false, cancelled: true, cancelReason: 'author_not_admin' },
      { path: '/instalacion-placas-solares', published: false, cancelled: false, cancelReason: null },
    ])

    expect(await publishDue()).toEqual(['/instalacion-placas-solares'])
    expect(await publishedPaths()).toEqual(['/instalacion-placas-solares'])
    // Still cancelled, and never tried.
    const { rows } = await world.db.query(
      `select attempts, published_at from public.page_publication_schedules where path = '/ayudas-placas-solares'`,
    )
    expect(rows).toEqual([{ attempts: 0, published_at: null }])
  })

  it('cancels them when the account itself is deleted', async () => {
    const leaving = await newAdmin()
    await scheduleDraft(leaving, '/ayudas-placas-solares')
    await world.db.query('delete from auth.users where id = $1', [leaving.userId])
    expect(await schedules()).toEqual([
      { path: '/ayudas-placas-solares', published: false, cancelled: true, cancelReason: 'author_not_admin' },
    ])
    expect(await publishDue()).toEqual([])
    expect(await publishedPaths()).toEqual([])
  })

  it('cancels, instead of publishing, a due schedule whose author is no longer an admin however the row got there', async () => {
    const leaving = await newAdmin()
    await scheduleDraft(leaving, '/ayudas-placas-solares')
    // As a restore or a change by hand could leave it: no trigger runs.
    await world.db.exec(`alter table public.admins disable trigger user`)
    await world.db.query('delete from public.admins where user_id = $1', [leaving.userId])
    await world.db.exec(`alter table public.admins enable trigger user`)
    expect((await schedules())[0]).toMatchObject({ cancelled: false })

    expect(await publishDue()).toEqual([])
    expect(await publishedPaths()).toEqual([])
    expect(await schedules()).toEqual([
      { path: '/ayudas-placas-solares', published: false, cancelled: true, cancelReason: 'author_not_admin' },
    ])
  })

  it('lets a current admin schedule the page again, which clears the cancellation, or remove it', async () => {
    const leaving = await newAdmin()
    await scheduleDraft(leaving, '/ayudas-placas-solares')
    await scheduleDraft(leaving, '/instalacion-placas-solares')
    await world.db.query('delete from public.admins where user_id = $1', [leaving.userId])

    await scheduleDraft(world.admin as Admin, '/ayudas-placas-solares')
    await value(world.admin, 'public.cancel_page_publication($1)', ['/instalacion-placas-solares'])
    expect(await schedules()).toEqual([
      { path: '/ayudas-placas-solares', published: false, cancelled: false, cancelReason: null },
    ])
    expect(await publishDue()).toEqual(['/ayudas-placas-solares'])
  })
})
