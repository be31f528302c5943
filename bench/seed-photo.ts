// Run by bench/photo-hero.ts in its own Node process, with the react-server
// condition (the site's server modules refuse to load without it), on the
// benchmark's data folder before the server opens it: adds one photo to the
// library through addPhoto, as an upload does, on behalf of the seeded admin,
// and prints its id. Given the id an earlier build baked into its page
// (--no-build), stores the same file under that name too.

import { getPhotoStore } from '@/lib/photos/get-photo-store'
import { getLocalDb } from '@/lib/db/database'
import { addPhoto } from '@/lib/photos/add-photo'
import { photoFileName } from '@/lib/photos/store'
import { benchPhotoJpeg } from './photo-hero'

async function main() {
  const builtId = process.argv[2]
  const db = await getLocalDb()
  const { rows } = await db.query<{ user_id: string; email: string }>(
    'select user_id, email from public.admins order by email limit 1',
  )
  const admin = rows[0]
  if (!admin) throw new Error('seed-photo: the benchmark database has no admin (seedInbox first)')
  const added = await addPhoto(
    await benchPhotoJpeg(),
    { alt: 'Placas solares en el tejado de una vivienda de Cieza' },
    { id: admin.user_id, email: admin.email, isAdmin: true },
  )
  if (!added.ok) throw new Error(`seed-photo: addPhoto refused the photo: ${added.error}`)
  if (builtId && builtId !== added.photo.id) {
    const store = getPhotoStore()
    await store.put(photoFileName(builtId), (await store.get(photoFileName(added.photo.id)))!)
  }
  await db.close()
  console.log(JSON.stringify({ id: added.photo.id, bytes: added.photo.bytes, width: added.photo.width }))
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
