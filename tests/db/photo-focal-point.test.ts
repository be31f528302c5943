import type { Caller } from '@/lib/db/roles'
import { createAccount, databaseWithAccounts } from '../support/database'
import { engines } from '../support/engines'

// A photo's focal point on the real SQL, as the API roles meet it: the centre
// until an admin saves another, through the same compare-and-set as the
// texts (a stale save stores nothing); a point outside the photo is refused;
// the texts-only save keeps it. The site's server reads focal points; a
// visitor and an account that is not admin get nothing.

const anon: Caller = { role: 'anon' }
const server: Caller = { role: 'service_role' }
const photoId = '3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a98'
const otherId = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d'

describe.each(engines)('on %s', (engine) => {
  const world = databaseWithAccounts(engine, { emptyBeforeEach: ['public.photos'] })
  const { run, value } = world

  const add = (id = photoId) =>
    run(
      world.admin,
      `insert into public.photos (id, alt, width, height, bytes) values ($1, 'Placas en Cieza', 1600, 1200, 1000)`,
      [id],
    )
  const save = (caller: Caller, x: number, y: number, basedOn: number) =>
    value<{ saved: boolean; revision: number } | null>(
      caller,
      `public.update_photo_details($1, 'Placas en Cieza', null, 'Cieza', $2, $3, $4)`,
      [photoId, x, y, basedOn],
    )
  const stored = async () =>
    (
      await world.db.query<{ x: string; y: string; revision: number; place: string | null }>(
        'select focal_x::text as x, focal_y::text as y, revision, place from public.photos where id = $1',
        [photoId],
      )
    ).rows[0]
  const focalPoints = (caller: Caller, ids: string[] | null) =>
    value<{ id: string; x: number; y: number }[]>(caller, 'public.photo_focal_points($1)', [ids])

  it('starts at the centre, and an admin saves another point with the texts', async () => {
    await add()
    expect(await stored()).toEqual({ x: '0.500', y: '0.500', revision: 1, place: null })
    expect(await save(world.admin, 0.125, 0.9, 1)).toMatchObject({ saved: true, revision: 2 })
    expect(await stored()).toEqual({ x: '0.125', y: '0.900', revision: 2, place: 'Cieza' })
    const [photo] = await value<{ focalX: number; focalY: number }[]>(world.admin, 'public.photo_library()')
    expect(photo).toMatchObject({ focalX: 0.125, focalY: 0.9 })
  })

  it('refuses a stale save, storing nothing, and says at which revision the photo is', async () => {
    await add()
    const ana = await createAccount(world.db, `ana-focal-${engine.length}@example.com`, { admin: true })
    expect(await save(ana, 0.2, 0.2, 1)).toMatchObject({ saved: true, revision: 2 })
    expect(await save(world.admin, 0.8, 0.8, 1)).toMatchObject({ saved: false, revision: 2 })
    expect(await stored()).toMatchObject({ x: '0.200', y: '0.200', revision: 2 })
  })

  it('refuses a point outside the photo', async () => {
    await add()
    await expect(save(world.admin, 1.2, 0.5, 1)).rejects.toThrow(/check constraint/)
    await expect(save(world.admin, 0.5, -0.1, 1)).rejects.toThrow(/check constraint/)
    expect(await stored()).toMatchObject({ x: '0.500', y: '0.500', revision: 1 })
  })

  it('keeps the point when only the texts are saved', async () => {
    await add()
    await save(world.admin, 0.3, 0.7, 1)
    await value(world.admin, `public.update_photo_details($1, 'Otro texto', null, null, 2)`, [photoId])
    expect(await stored()).toMatchObject({ x: '0.300', y: '0.700', revision: 3 })
  })

  it('lets the site’s server read the focal points of the photos it names, or of all', async () => {
    await add()
    await add(otherId)
    await save(world.admin, 0.25, 0.75, 1)
    const unknown = '00000000-0000-4000-8000-000000000000'
    expect(await focalPoints(server, [photoId, unknown])).toEqual([{ id: photoId, x: 0.25, y: 0.75 }])
    expect(await focalPoints(server, null)).toEqual([
      { id: photoId, x: 0.25, y: 0.75 },
      { id: otherId, x: 0.5, y: 0.5 },
    ])
  })

  it('gives visitors and accounts no focal point, and no way to change one', async () => {
    await add()
    for (const caller of [anon, world.staff, world.admin])
      await expect(focalPoints(caller, [photoId])).rejects.toThrow(
        /permission denied for function photo_focal_points/,
      )
    for (const caller of [anon, server])
      await expect(save(caller, 0.1, 0.1, 1)).rejects.toThrow(
        /permission denied for function update_photo_details/,
      )
    await expect(save(world.staff, 0.1, 0.1, 1)).rejects.toThrow(/Only admins edit photos/)
    await expect(run(world.admin, 'update public.photos set focal_x = 0.1')).rejects.toThrow(
      /permission denied/,
    )
    expect(await stored()).toMatchObject({ x: '0.500', y: '0.500', revision: 1 })
  })
})
