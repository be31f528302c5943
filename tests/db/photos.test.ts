import { readFileSync } from 'node:fs'
import path from 'node:path'
import { migrate } from '@/lib/db/migrate'
import type { Caller } from '@/lib/db/roles'
import { asCaller } from '@/lib/db/roles'
import { createAccount, databaseWithAccounts } from '../support/database'
import { createEmptyDatabase, engines, type TestDatabase } from '../support/engines'

// The photo library's table and functions on the real SQL, as the API roles
// meet them: admins add, read and edit photos and see where pages use them;
// an account that is not admin sees and changes nothing; visitors and the
// server key are refused outright. A photo used by published content, a
// draft or a scheduled copy, or named as a page's social image by its SEO
// record, its draft or a scheduled copy, is not deleted, and the answer
// lists the uses.
// Then the Storage bucket, on a stand-in of Supabase's storage schema.

const anon: Caller = { role: 'anon' }
const service: Caller = { role: 'service_role' }
const photoId = '0b0e7c3e-6a4b-4d8e-9a51-3c1f7f2d9e10'
const otherId = '6f4a2d1c-9e8b-4a7f-8c3d-2b1a0f9e8d7c'
type Library = {
  id: string
  alt: string
  revision: number
  createdAt: string
  createdByEmail: string | null
  uses: unknown
}[]

describe.each(engines)('on %s', (engine) => {
  const world = databaseWithAccounts(engine)
  const { run } = world
  beforeEach(() =>
    world.db.exec(
      `delete from public.page_publication_schedules; delete from public.page_content;
       delete from public.page_content_drafts; delete from public.photos;
       update public.seo_pages set og_image = null`,
    ),
  )

  const add = (caller: Caller, id = photoId, alt = 'Placas en un tejado de Cieza') =>
    run(
      caller,
      `insert into public.photos (id, alt, caption, place, width, height, bytes)
       values ($1, $2, null, 'Cieza', 2560, 1707, 345678)`,
      [id, alt],
    )
  const library = async (caller: Caller) =>
    (await run(caller, 'select public.photo_library() as value')).rows[0]!.value as Library
  const uses = async (caller: Caller) =>
    (await run(caller, 'select photo_id, path, state, part from public.photo_uses()')).rows
  const remove = async (caller: Caller, id = photoId) =>
    (await run(caller, 'select public.delete_photo($1) as value', [id])).rows[0]!.value
  const edit = async (caller: Caller, basedOn: number, alt = 'Inversor en una nave') =>
    (
      await run(caller, `select public.update_photo_details($1, $2, 'Pie', null, $3) as value`, [
        photoId,
        alt,
        basedOn,
      ])
    ).rows[0]!.value as { saved: boolean; revision: number; changedByEmail: string | null } | null
  const stored = async () =>
    (await world.db.query<{ id: string; alt: string }>('select id, alt from public.photos order by id')).rows
  /** Two schedules: `due`'s copy of the draft not yet published, `done`'s published yesterday. */
  const scheduled = (due: { path: string } & Record<string, unknown>, done: object) =>
    world.db.query(
      `insert into public.page_publication_schedules (path, publish_at, draft, published_at)
       values ($1, now() + interval '1 day', $2, null), ('/antigua', now() - interval '1 day', $3, now())`,
      [due.path, JSON.stringify(due), JSON.stringify(done)],
    )
  /** A draft of the page at `path` holding `content`. */
  const draftContent = (path: string, content: object) =>
    world.db.query(`insert into public.page_content_drafts (path, content) values ($1, $2)`, [
      path,
      JSON.stringify(content),
    ])
  /** Once no draft names the photo any more, an admin deletes it, and no row of it stays. */
  const expectDeletedOnceNoDraftNamesIt = async () => {
    await world.db.exec('delete from public.page_content_drafts')
    expect(await remove(world.admin)).toEqual({ deleted: true })
    expect(await stored()).toEqual([])
  }
  /** Every use an admin finds, as `rows`; the library lists the photo's own; another account finds none. */
  const expectUses = async (rows: { photo_id: string; path: string; state: string; part: string }[]) => {
    expect(await uses(world.admin)).toEqual(rows)
    expect((await library(world.admin)).find((photo) => photo.id === photoId)?.uses).toEqual(
      rows.filter((row) => row.photo_id === photoId).map(({ path, state, part }) => ({ path, state, part })),
    )
    expect(await uses(world.staff)).toEqual([])
  }

  it('lets an admin add a photo, stamped with who added it, and read it in the library', async () => {
    await add(world.admin)
    expect(await library(world.admin)).toEqual([
      {
        id: photoId,
        alt: 'Placas en un tejado de Cieza',
        caption: null,
        place: 'Cieza',
        width: 2560,
        height: 1707,
        bytes: 345678,
        revision: 1,
        focalX: 0.5,
        focalY: 0.5,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        createdByEmail: 'admin@example.com',
        uses: [],
      },
    ])
    // Who added it comes from the session, never from the row sent.
    await expect(
      run(
        world.admin,
        `insert into public.photos (alt, width, height, bytes, created_by) values ('x', 1, 1, 1, $1)`,
        [(world.staff as { userId: string }).userId],
      ),
    ).rejects.toThrow(/permission denied/)
  })

  it('refuses an empty alt text, invisible characters and a size beyond 2560 px', async () => {
    await expect(add(world.admin, photoId, '')).rejects.toThrow(/check constraint/)
    await expect(add(world.admin, photoId, 'Placas\u200b')).rejects.toThrow(/photos_visible_text/)
    await expect(
      run(world.admin, `insert into public.photos (alt, width, height, bytes) values ('x', 2561, 10, 10)`),
    ).rejects.toThrow(/check constraint/)
    expect(await stored()).toEqual([])
  })

  describe('with a photo in the library', () => {
    beforeEach(() => add(world.admin))

    it('gives an account that is not admin nothing to read, add, edit or delete', async () => {
      await expect(add(world.staff, otherId)).rejects.toThrow(/row-level security/)
      expect((await run(world.staff, 'select * from public.photos')).rows).toEqual([])
      expect(await library(world.staff)).toEqual([])
      await expect(edit(world.staff, 1)).rejects.toThrow(/Only admins edit photos/)
      await expect(remove(world.staff)).rejects.toThrow(/Only admins delete photos/)
      expect(await stored()).toEqual([{ id: photoId, alt: 'Placas en un tejado de Cieza' }])
    })

    it('refuses visitors and the server key every command and function', async () => {
      for (const caller of [anon, service]) {
        await expect(run(caller, 'select * from public.photos')).rejects.toThrow(/permission denied/)
        await expect(add(caller, otherId)).rejects.toThrow(/permission denied/)
        await expect(run(caller, 'delete from public.photos')).rejects.toThrow(/permission denied/)
        await expect(uses(caller)).rejects.toThrow(/permission denied for function photo_uses/)
        await expect(library(caller)).rejects.toThrow(/permission denied for function photo_library/)
        await expect(edit(caller, 1)).rejects.toThrow(/permission denied for function update_photo_details/)
        await expect(remove(caller)).rejects.toThrow(/permission denied for function delete_photo/)
      }
      // Nor may an admin delete a row around delete_photo's check.
      await expect(run(world.admin, 'delete from public.photos')).rejects.toThrow(/permission denied/)
      expect(await stored()).toHaveLength(1)
    })

    it('saves details only at the revision the edit started from, and says who changed them', async () => {
      const ana = await createAccount(world.db, `ana-${engine.length}@example.com`, { admin: true })
      expect(await edit(ana, 1, 'Inversor')).toMatchObject({ saved: true, revision: 2 })
      expect(await edit(world.admin, 1)).toMatchObject({
        saved: false,
        revision: 2,
        changedByEmail: ana.email,
      })
      expect(await stored()).toEqual([{ id: photoId, alt: 'Inversor' }])
      // Only through the function: not its size, nor its revision by hand.
      await expect(run(ana, `update public.photos set alt = 'x', revision = 99`)).rejects.toThrow(
        /permission denied/,
      )
      expect(await edit(ana, 2, 'Placas')).toMatchObject({ saved: true, revision: 3 })
      expect(
        await run(ana, `select public.update_photo_details($1, 'x', null, null, 1) as value`, [otherId]),
      ).toEqual(expect.objectContaining({ rows: [{ value: null }] }))
    })

    it('finds every use in published content, drafts and scheduled copies, and answers admins only', async () => {
      await add(world.admin, otherId, 'Cuadro eléctrico')
      const hero = (id: string) => ({ hero: { picture: { artwork: 'solar', photo: id, alt: 'x' } } })
      const gallery = JSON.stringify({
        gallery: { items: [{ src: '/a.svg', alt: 'a' }, { photo: photoId }] },
      })
      await world.db.query(
        `insert into public.page_content (path, content) values ('/', $1), ('/otra', $2)`,
        [
          gallery,
          // Not a use: an id in a field that is not `photo`, and text that is no id.
          JSON.stringify({ hero: { subtitle: photoId, photo: 'not-an-id' } }),
        ],
      )
      await draftContent('/', hero(otherId))
      await scheduled({ path: '/ayudas', content: hero(photoId) }, { content: hero(otherId) })
      await expectUses([
        { photo_id: otherId, path: '/', state: 'borrador', part: 'contenido' },
        { photo_id: photoId, path: '/', state: 'publicada', part: 'contenido' },
        { photo_id: photoId, path: '/ayudas', state: 'programada', part: 'contenido' },
      ])
    })

    it('refuses to delete a photo in use, listing the uses, and deletes it once nothing uses it', async () => {
      await draftContent('/', { gallery: { items: [{ photo: photoId, alt: 'x' }] } })
      expect(await remove(world.admin)).toEqual({
        deleted: false,
        uses: [{ path: '/', state: 'borrador', part: 'contenido' }],
      })
      expect(await stored()).toHaveLength(1)

      await expectDeletedOnceNoDraftNamesIt()
      // Gone already: deleted too.
      expect(await remove(world.admin)).toEqual({ deleted: true })
    })

    const social = (id: string) => `/fotos/social/${id}.jpg`
    const draftSeo = (path: string, ogImage: string | null) =>
      world.db.query(`insert into public.page_content_drafts (path, seo) values ($1, $2)`, [
        path,
        JSON.stringify({ path, title: 'T', description: 'D', h1: 'H', og_image: ogImage }),
      ])

    it('finds a photo named as the social image of an SEO record, a draft or a scheduled copy', async () => {
      await add(world.admin, otherId, 'Cuadro eléctrico')
      await world.db.query(`update public.seo_pages set og_image = $1 where path = '/'`, [social(photoId)])
      // The version a page's own link carries, and blanks around, name the same photo.
      await draftSeo('/ayudas', ` ${social(otherId)}?v=120-500 `)
      // Not a use: another address, another file type, an id that is no photo's address.
      await draftSeo('/otra', `https://example.com${social(photoId)}`)
      await draftSeo('/tercera', `/fotos/social/${photoId}.png`)
      await scheduled(
        { path: '/luz', seo: { og_image: social(photoId) } },
        { seo: { og_image: social(otherId) } },
      )
      await expectUses([
        { photo_id: photoId, path: '/', state: 'publicada', part: 'seo' },
        { photo_id: otherId, path: '/ayudas', state: 'borrador', part: 'seo' },
        { photo_id: photoId, path: '/luz', state: 'programada', part: 'seo' },
      ])
    })

    it('holds the SEO records and drafts against writes until the deletion’s transaction ends', async () => {
      // No save can name the photo between delete_photo's check and its delete: it locks them first.
      const locked = await asCaller(world.db, world.admin, async (tx) => {
        await tx.query('select public.delete_photo($1)', [photoId])
        const { rows } = await tx.query<{ relation: string }>(
          `select relation::regclass::text as relation from pg_locks
            where pid = pg_backend_pid() and mode = 'ShareLock' and granted
              and relation in ('public.seo_pages'::regclass, 'public.page_content_drafts'::regclass)
            order by 1`,
        )
        return rows.map((row) => row.relation)
      })
      expect(locked).toEqual(['page_content_drafts', 'seo_pages'])
    })

    it('refuses to delete a photo a page shares as its social image, until no record or draft names it', async () => {
      await world.db.query(`update public.seo_pages set og_image = $1 where path = '/'`, [social(photoId)])
      await draftSeo('/ayudas', social(photoId))
      expect(await remove(world.admin)).toEqual({
        deleted: false,
        uses: [
          { path: '/', state: 'publicada', part: 'seo' },
          { path: '/ayudas', state: 'borrador', part: 'seo' },
        ],
      })
      await world.db.query(`update public.seo_pages set og_image = '/og-default.jpg' where path = '/'`)
      expect(await remove(world.admin)).toEqual({
        deleted: false,
        uses: [{ path: '/ayudas', state: 'borrador', part: 'seo' }],
      })
      expect(await stored()).toHaveLength(1)

      await expectDeletedOnceNoDraftNamesIt()
    })
  })
})

describe.each(engines)('the Storage bucket, on %s with a stand-in of Supabase’s storage schema', (engine) => {
  let db: TestDatabase
  let admin: Caller
  let staff: Caller
  beforeAll(async () => {
    db = await createEmptyDatabase(engine)
    const file = (name: string) => readFileSync(path.resolve(__dirname, name), 'utf8')
    // The shim makes the API roles, which the stand-in grants to; migrate runs it again.
    await db.exec(file('../../supabase/local/auth-shim.sql'))
    await db.exec(file('../support/storage-stand-in.sql'))
    await migrate(db)
    admin = await createAccount(db, 'admin@example.com', { admin: true })
    staff = await createAccount(db, 'staff@example.com')
  })
  afterAll(() => db.close())

  const put = (caller: Caller, bucket = 'photos') =>
    asCaller(db, caller, (tx) =>
      tx.query(`insert into storage.objects (bucket_id, name) values ($1, $2)`, [bucket, `${photoId}.webp`]),
    )
  const files = async (caller: Caller) =>
    (await asCaller(db, caller, (tx) => tx.query<{ name: string }>('select name from storage.objects'))).rows

  it('makes the bucket private, for WebP files only', async () => {
    const buckets = await db.query(
      `select id, public, allowed_mime_types from storage.buckets where id = 'photos'`,
    )
    expect(buckets.rows).toEqual([{ id: 'photos', public: false, allowed_mime_types: ['image/webp'] }])
  })

  it('lets admins alone put, read and delete its files', async () => {
    await expect(put(anon)).rejects.toThrow(/row-level security/)
    await expect(put(staff)).rejects.toThrow(/row-level security/)
    await put(admin)
    expect(await files(admin)).toEqual([{ name: `${photoId}.webp` }])
    expect(await files(staff)).toEqual([])
    expect(await files(anon)).toEqual([])
    await asCaller(db, staff, (tx) => tx.query('delete from storage.objects'))
    expect(await files(admin)).toHaveLength(1)
    await asCaller(db, admin, (tx) => tx.query('delete from storage.objects'))
    expect(await files(admin)).toEqual([])
  })

  it('gives admins nothing in another bucket', async () => {
    // Created and removed here: the other tests see the photos bucket alone, in any order.
    await db.exec(`insert into storage.buckets (id, name) values ('otro', 'otro')`)
    try {
      await expect(put(admin, 'otro')).rejects.toThrow(/row-level security/)
    } finally {
      await db.exec(`delete from storage.buckets where id = 'otro'`)
    }
  })
})
