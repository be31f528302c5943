import type { Caller } from '@/lib/db/roles'
import { databaseWithAccounts, pageContentTables } from '../support/database'
import { engines } from '../support/engines'

// The scheduler's run holding pages back, on the real SQL and as the API roles
// meet it: the site's server reads the drafts due, then runs the job naming
// the pages it holds back with their reasons; a held page is not published and
// keeps its schedule with the reason as its error, the others go out, and the
// hold ends with the run. Only the site's server reads or runs any of it.

const anon: Caller = { role: 'anon' }
const service: Caller = { role: 'service_role' }
const held = '/ayudas-placas-solares'
const other = '/instalacion-placas-solares'
const reason = 'Cambia el texto de ejemplo de «Sección 1 › Párrafos › párrafo 1» antes de publicar.'

describe.each(engines)('on %s', (engine) => {
  const world = databaseWithAccounts(engine, {
    emptyBeforeEach: ['public.page_publication_schedules', ...pageContentTables, 'public.staff_pages'],
  })
  const { run } = world

  const { value } = world
  /** A schedule due a minute before `asOf`, pinning `subtitle` (written as the job finds it). */
  async function dueSchedule(page: string, subtitle: string) {
    await world.db.query(
      `insert into public.page_content_drafts (path, content) values ($1, jsonb_build_object('hero', jsonb_build_object('subtitle', $2::text)))`,
      [page, subtitle],
    )
    await world.db.query(
      `insert into public.page_publication_schedules (path, publish_at, draft, scheduled_by)
       select d.path, '2026-11-02 09:59+00', to_jsonb(d), a.user_id
         from public.page_content_drafts d, public.admins a where d.path = $1 and a.email = 'admin@example.com'`,
      [page],
    )
  }
  const asOf = '2026-11-02 10:00+00'
  const stateOf = async (page: string) =>
    (
      await world.db.query(
        `select s.attempts, s.last_error, s.published_at is not null as published,
                (select c.content -> 'hero' ->> 'subtitle' from public.page_content c where c.path = s.path) as live
           from public.page_publication_schedules s where s.path = $1`,
        [page],
      )
    ).rows[0]

  it('answers the drafts due, with their staff page’s template, to the site’s server only', async () => {
    await dueSchedule(held, 'Escribe aquí')
    await world.db.exec(`insert into public.staff_pages (path, template) values ('/guia-nueva', 'guia')`)
    await dueSchedule('/guia-nueva', 'Resume aquí')
    expect(await value(service, 'public.due_page_publications($1::timestamptz)', [asOf])).toEqual([
      { path: held, template: null, content: { hero: { subtitle: 'Escribe aquí' } }, seo: null },
      { path: '/guia-nueva', template: 'guia', content: { hero: { subtitle: 'Resume aquí' } }, seo: null },
    ])
    expect(
      await value(service, 'public.due_page_publications($1::timestamptz)', ['2026-11-02 09:00+00']),
    ).toEqual([])
    for (const caller of [anon, world.staff, world.admin])
      await expect(value(caller, 'public.due_page_publications($1::timestamptz)', [asOf])).rejects.toThrow(
        /permission denied/,
      )
  })

  it('holds back the pages named, each keeping its schedule with the reason, and publishes the others', async () => {
    await dueSchedule(held, 'Escribe aquí')
    await dueSchedule(other, 'Texto propio')
    expect(
      await value(service, 'public.publish_due_pages_holding($1::timestamptz, $2::jsonb)', [
        asOf,
        JSON.stringify({ [held]: reason }),
      ]),
    ).toEqual([other])
    expect(await stateOf(held)).toEqual({ attempts: 1, last_error: reason, published: false, live: null })
    expect(await stateOf(other)).toEqual({
      attempts: 1,
      last_error: null,
      published: true,
      live: 'Texto propio',
    })

    // The hold ends with the run: the next run, holding nothing, publishes the page.
    expect(
      await value(service, 'public.publish_due_pages_holding($1::timestamptz, $2::jsonb)', [asOf, '{}']),
    ).toEqual([held])
    expect(await stateOf(held)).toMatchObject({ attempts: 2, last_error: null, published: true })
  })

  it('leaves an admin’s own publish alone, and lets no one but the site’s server run it', async () => {
    await dueSchedule(held, 'Escribe aquí')
    for (const caller of [anon, world.staff, world.admin])
      await expect(
        value(caller, 'public.publish_due_pages_holding($1::timestamptz, $2::jsonb)', [asOf, '{}']),
      ).rejects.toThrow(/permission denied/)
    await expect(
      value(service, 'public.publish_due_pages_holding($1::timestamptz, $2::jsonb)', [asOf, '[]']),
    ).rejects.toThrow(/held must be an object/)
    await run(world.admin, 'select public.publish_page_draft($1, null)', [held])
    expect(
      (
        await world.db.query(
          `select content -> 'hero' ->> 'subtitle' as live from public.page_content where path = $1`,
          [held],
        )
      ).rows,
    ).toEqual([{ live: 'Escribe aquí' }])
    for (const role of ['anon', 'authenticated', 'service_role']) {
      const { rows } = await world.db.query<{ allowed: boolean }>(
        `select has_function_privilege($1, 'private.refuse_held_publication()', 'execute') as allowed`,
        [role],
      )
      expect([role, rows[0]!.allowed]).toEqual([role, false])
    }
  })
})
