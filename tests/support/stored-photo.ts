import sharp from 'sharp'
import type { PhotoStore } from '@/lib/photos/store'
import type { SqlQueries } from './engines'

/** A small WebP of one colour stored as the site stores a photo: its row in public.photos and its file in `store`. */
export async function storePhoto(
  db: SqlQueries,
  store: PhotoStore,
  { alt, width, height, background }: { alt: string; width: number; height: number; background: string },
) {
  const bytes = await sharp({ create: { width, height, channels: 3, background } })
    .webp()
    .toBuffer()
  const { rows } = await db.query<{ id: string }>(
    `insert into public.photos (alt, width, height, bytes) values ($1, $2, $3, $4) returning id`,
    [alt, width, height, bytes.byteLength],
  )
  const id = rows[0]!.id
  const name = `${id}.webp`
  await store.put(name, bytes)
  return { id, name, bytes }
}
