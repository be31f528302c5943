import type { ScheduledPublication as Schedule } from '@/lib/admin/scheduled-publications'
import type { Caller } from '@/lib/db/roles'
import { databaseWithAccounts, pageContentTables } from '../support/database'
import { engines } from '../support/engines'

// Scheduled publications and review dates on the real SQL, as the API roles
// meet them: a schedule publishes the draft pinned when it was made, at its
// time and not before, keeps a newer draft, records a failure and retries it;
// the review date moves nothing else of the page.

const anon: Caller = { role: 'anon' }
const service: Caller = { role: 'service_role' }
const path = '/ayudas-placas-solares'
const other = '/instalacion-placas-solares'
type State = { revision: number; saved?: boolean }

describe.each(engines)('on %s', (engine) => {
  const world = databaseWithAccounts(engine, {
    secondAdmin: true,
    emptyBeforeEach: ['public.page_publication_schedules', 'public.page_review_dates', ...pageContentTables],
  })
  const { run } = world

  const { value } = world
  const saveDraft = (page: string, subtitle: string) =>
    value<State>(world.ana, 'public.save_page_draft($1, $2::jsonb, null, null)', [
      page,
      JSON.stringify({ hero: { subtitle } }),
    ])
  const schedule = (caller: Caller, page: string, at: string, basedOn: number) =>
    value<State>(caller, 'public.schedule_page_publication($1, $2::timestamptz, $3)', [page, at, basedOn])
  // As the site's job runs it, holding nothing back.
  const publishDue = (asOf: string, caller: Caller = service) =>
    value<string[]>(caller, `public.publish_due_pages_holding($1::timestamptz, '{}'::jsonb)`, [asOf])
  const schedules = (caller: Caller = world.admin) =>
    value<Schedule[]>(caller, 'public.page_publication_schedules()')
  const subtitle = async (table: 'page_content' | 'page_content_drafts', page = path) =>
    (
      await world.db.query<{ subtitle: string }>(
        `select content -> 'hero' ->> 'subtitle' as subtitle from public.${table} where path = $1`,
        [page],
      )
    ).rows[0]?.subtitle
  const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString()
  const later = (at: string, minutes: number) => new Date(Date.parse(at) + minutes * 60_000).toISOString()

  it('publishes the pinned draft at its time and not before, keeping a newer draft as a draft', async () => {
    const pinned = await saveDraft(path, 'Programado')
    const at = inAnHour()
    expect(await schedule(world.ana, path, at, pinned.revision)).toMatchObject({ saved: true })
    const newer = await saveDraft(path, 'Más nuevo')
    expect((await schedules())[0]).toMatchObject({
      path,
      scheduledByEmail: 'ana@example.com',
      draftChanged: true,
    })

    expect(await publishDue(later(at, -1))).toEqual([])
    expect(await subtitle('page_content')).toBeUndefined()

    expect(await publishDue(at)).toEqual([path])
    expect(await subtitle('page_content')).toBe('Programado')
    expect(await subtitle('page_content_drafts')).toBe('Más nuevo')
    const { rows } = await world.db.query<{ published_by: string; revision: string }>(
      'select published_by, revision from public.page_content where path = $1',
      [path],
    )
    // Published as by whoever scheduled it; the newer draft comes back above that publish.
    expect(rows[0]!.published_by).toBe((world.ana as { userId: string }).userId)
    const state = await value<State>(world.ana, 'public.page_content_state($1)', [path])
    expect(state.revision).toBeGreaterThan(Number(rows[0]!.revision))
    expect(state.revision).toBeGreaterThan(newer.revision)
    // In the history, as admins read it: Ana's two saves, then one publish marked as scheduled;
    // the drafts the scheduler moved aside and back are nobody's saves.
    const { rows: history } = await run(
      world.admin,
      `select kind, scheduled, created_by_email from public.page_versions
        where path = $1 and part = 'content' order by id`,
      [path],
    )
    expect(history).toEqual([
      { kind: 'draft', scheduled: false, created_by_email: 'ana@example.com' },
      { kind: 'draft', scheduled: false, created_by_email: 'ana@example.com' },
      { kind: 'publish', scheduled: true, created_by_email: 'ana@example.com' },
    ])

    const [done] = await schedules()
    expect(done).toMatchObject({ path, late: false, attempts: 1, lastError: null })
    expect(done!.publishedAt).not.toBeNull()
    // Done once: a later run publishes nothing again.
    expect(await publishDue(later(at, 5))).toEqual([])
  })

  it('publishes what is overdue at once on the next run and marks it late', async () => {
    const saved = await saveDraft(path, 'Tarde')
    const at = inAnHour()
    await schedule(world.admin, path, at, saved.revision)
    expect(await publishDue(later(at, 90))).toEqual([path])
    expect(await subtitle('page_content')).toBe('Tarde')
    expect(await subtitle('page_content_drafts')).toBeUndefined()
    expect((await schedules())[0]).toMatchObject({ late: true })
  })

  it('records a failure, goes on with the other pages, and retries on the next run', async () => {
    const first = await saveDraft(path, 'Roto')
    const second = await saveDraft(other, 'Bien')
    const at = inAnHour()
    await schedule(world.admin, path, at, first.revision)
    await schedule(world.admin, other, later(at, 1), second.revision)
    // A pinned draft the database refuses (its content is not an object).
    await world.db.query(
      `update public.page_publication_schedules set draft = jsonb_set(draft, '{content}', '"roto"') where path = $1`,
      [path],
    )
    expect(await publishDue(later(at, 2))).toEqual([other])
    const failed = (await schedules()).find((row) => row.path === path)!
    expect(failed).toMatchObject({ attempts: 1, publishedAt: null })
    expect(failed.lastError).toMatch(/check constraint/)
    // Its attempt changed nothing: the draft is the one saved.
    expect(await subtitle('page_content_drafts')).toBe('Roto')
    expect(await subtitle('page_content')).toBeUndefined()

    await world.db.query(
      `update public.page_publication_schedules set draft = jsonb_set(draft, '{content}', '{"hero": {"subtitle": "Arreglado"}}') where path = $1`,
      [path],
    )
    expect(await publishDue(later(at, 3))).toEqual([path])
    expect(await subtitle('page_content')).toBe('Arreglado')
    expect((await schedules()).find((row) => row.path === path)).toMatchObject({
      attempts: 2,
      lastError: null,
    })
  })

  it('refuses a time in the past, a page without a draft, and a page changed since it was opened', async () => {
    await expect(schedule(world.admin, path, inAnHour(), 0)).rejects.toThrow(/No draft/)
    const saved = await saveDraft(path, 'Algo')
    await expect(
      schedule(world.admin, path, later(new Date().toISOString(), -1), saved.revision),
    ).rejects.toThrow(/past/)
    expect(await schedule(world.admin, path, inAnHour(), saved.revision - 1)).toMatchObject({ saved: false })
    expect(await schedules()).toEqual([])
  })

  it('replaces a page’s schedule when scheduled again, and cancels it', async () => {
    const first = await saveDraft(path, 'Uno')
    await schedule(world.admin, path, inAnHour(), first.revision)
    const second = await saveDraft(path, 'Dos')
    const at = later(inAnHour(), 60)
    await schedule(world.ana, path, at, second.revision)
    const listed = await schedules()
    expect(listed).toHaveLength(1)
    expect(listed[0]).toMatchObject({ scheduledByEmail: 'ana@example.com', draftChanged: false })
    expect(Date.parse(listed[0]!.publishAt)).toBe(Date.parse(at))

    await run(world.admin, 'select public.cancel_page_publication($1)', [path])
    expect(await schedules()).toEqual([])
    expect(await publishDue(later(at, 1))).toEqual([])
    expect(await subtitle('page_content_drafts')).toBe('Dos')
  })

  it('lets only the service role run the job, and only admins schedule, cancel and read schedules', async () => {
    const saved = await saveDraft(path, 'Mío')
    const at = inAnHour()
    for (const caller of [anon, world.staff, world.admin])
      await expect(publishDue(at, caller)).rejects.toThrow(/permission denied/)
    await expect(schedule(anon, path, at, saved.revision)).rejects.toThrow(/permission denied/)
    await expect(schedule(world.staff, path, at, saved.revision)).rejects.toThrow(/Only admins/)
    await expect(schedule(service, path, at, saved.revision)).rejects.toThrow(/permission denied/)

    await schedule(world.admin, path, at, saved.revision)
    await expect(run(world.staff, 'select public.cancel_page_publication($1)', [path])).rejects.toThrow(
      /Only admins/,
    )
    await expect(run(anon, 'select * from public.page_publication_schedules')).rejects.toThrow(
      /permission denied/,
    )
    expect((await run(world.staff, 'select * from public.page_publication_schedules')).rows).toEqual([])
    expect(await schedules(world.staff)).toEqual([])
    expect(await schedules()).toHaveLength(1)
  })

  it('sets and clears the review date without touching the published content', async () => {
    await saveDraft(path, 'Publicado')
    await run(world.ana, 'select public.publish_page_draft($1, null)', [path])
    const published = async () =>
      (await world.db.query('select published_at, revision from public.page_content where path = $1', [path]))
        .rows[0]
    const before = await published()
    const reviewDates = async (caller: Caller = world.admin) =>
      (await run(caller, 'select path, review_before::text as review_before from public.page_review_dates'))
        .rows

    await run(world.admin, 'select public.set_page_review_date($1, $2::date)', [path, '2027-06-30'])
    expect(await reviewDates()).toEqual([{ path, review_before: '2027-06-30' }])
    await run(world.admin, 'select public.set_page_review_date($1, null)', [path])
    expect(await reviewDates()).toEqual([{ path, review_before: null }])
    expect(await published()).toEqual(before)

    await expect(run(world.staff, 'select public.set_page_review_date($1, null)', [path])).rejects.toThrow(
      /Only admins/,
    )
    await expect(run(anon, 'select public.set_page_review_date($1, null)', [path])).rejects.toThrow(
      /permission denied/,
    )
    expect(await reviewDates(world.staff)).toEqual([])
    expect(await value(world.admin, 'public.page_review_dates_by_path()')).toEqual({ [path]: null })
    expect(await value(world.staff, 'public.page_review_dates_by_path()')).toEqual({})
  })
})
