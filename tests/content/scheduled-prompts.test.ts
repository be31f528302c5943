import '../support/server-action-mocks'
import type { PGlite } from '@electric-sql/pglite'
import { revalidateTag } from 'next/cache'
import { runScheduledPublications } from '@/lib/content/scheduled-publishing'
import { getLocalDb } from '@/lib/db/database'
import { asCaller } from '@/lib/db/roles'
import { firstDraft } from '@/lib/staff-pages/create'
import { createAccount, createTestDb } from '../support/database'
import { replacePromptsInDraft } from '../support/template-prompts'
import { pageTag } from '@/lib/page-cache'

// The scheduler's run on the real SQL: a schedule pinned while its page still
// held a template's example text (made before such texts were checked, as
// this one is, written straight into the table) is held back with the reason
// as its error, naming the field; the others go out. Staff write their own
// text and schedule again, and the next run publishes it.

const guide = '/guia-bono-social'
const builtIn = '/ayudas-placas-solares'
const asOf = new Date('2026-11-02T10:00:00Z')
let db: PGlite
let admin: Awaited<ReturnType<typeof createAccount>>

/** Pins the page's draft as it stands, due a minute before `asOf`. */
const pin = (path: string) =>
  db.query(
    `insert into public.page_publication_schedules (path, publish_at, draft, scheduled_by)
     select d.path, '2026-11-02 09:59+00', to_jsonb(d), $2 from public.page_content_drafts d where d.path = $1
     on conflict (path) do update set draft = excluded.draft, attempts = 0, last_error = null`,
    [path, admin.userId],
  )
const scheduleOf = async (path: string) =>
  (
    await db.query(
      `select s.attempts, s.last_error, s.published_at is not null as published,
              (select p.status from public.staff_pages p where p.path = s.path) as status
         from public.page_publication_schedules s where s.path = $1`,
      [path],
    )
  ).rows[0]

beforeAll(async () => {
  db = await createTestDb()
  jest.mocked(getLocalDb).mockResolvedValue(db)
  admin = await createAccount(db, 'gerencia@example.com', { admin: true })
  const { content, seo } = firstDraft('guia', guide, null)
  await asCaller(db, admin, (tx) =>
    tx.query(`select public.create_staff_page($1, 'guia', $2, $3)`, [guide, content, seo]),
  )
  await db.query(
    `insert into public.page_content_drafts (path, content) values ($1, '{"hero": {"subtitle": "Ya"}}')`,
    [builtIn],
  )
  await pin(guide)
  await pin(builtIn)
  jest.spyOn(console, 'info').mockImplementation(() => {})
})
afterAll(() => db.close())

it('holds back a pinned draft that still holds an example, naming the field, and publishes the others', async () => {
  expect(await runScheduledPublications(asOf)).toEqual([builtIn])
  expect(await scheduleOf(guide)).toEqual({
    attempts: 1,
    last_error: 'Cambia el texto de ejemplo de «Cabecera › Subtítulo» antes de publicar.',
    published: false,
    status: 'draft',
  })
  expect(await scheduleOf(builtIn)).toMatchObject({ attempts: 1, last_error: null, published: true })
  expect(jest.mocked(revalidateTag).mock.calls.map(([tag]) => tag)).not.toContain(pageTag(guide))
})

it('publishes the page once staff scheduled their own text', async () => {
  await replacePromptsInDraft(db, guide, 'Quién puede pedir el bono social y cómo.')
  await pin(guide)
  expect(await runScheduledPublications(asOf)).toEqual([guide])
  expect(await scheduleOf(guide)).toMatchObject({ last_error: null, published: true, status: 'published' })
  expect(revalidateTag).toHaveBeenCalledWith(pageTag(guide), { expire: 0 })
})
