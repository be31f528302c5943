import 'server-only'
import { randomUUID } from 'node:crypto'
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { SupabaseClient } from '@supabase/supabase-js'

// Where photo files live: a folder on the local backend, the private Storage
// bucket `photos` on Supabase (reached with the server's secret key). Each
// file is `<id>.webp`; a name of any other shape is refused before the disk
// or the network is touched, so no path ever comes from a request as is.

export type PhotoStore = {
  put(name: string, bytes: Uint8Array): Promise<void>
  /** The file's bytes, or null when there is no such file. */
  get(name: string): Promise<Uint8Array | null>
  /** Removes the file; a missing file is no error. */
  remove(name: string): Promise<void>
  /** Every photo file's name. */
  list(): Promise<string[]>
}

const PHOTO_FILE = /^[0-9a-f-]{36}\.webp$/

/** Whether `name` is a photo file's name (`<id>.webp`, the id in lower case). */
export const isPhotoFileName = (name: string) => PHOTO_FILE.test(name)

/** The file name of the photo with this id. */
export const photoFileName = (id: string) => checked(`${id}.webp`)

function checked(name: string): string {
  if (!isPhotoFileName(name)) throw new Error(`Not a photo file name: ${JSON.stringify(name)}`)
  return name
}

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT'

/** Photos in a folder; a file is written under a temporary name, then renamed, so none is ever half there. */
export function createFolderPhotoStore(dir: string): PhotoStore {
  return {
    async put(name, bytes) {
      const target = path.join(dir, checked(name))
      await mkdir(dir, { recursive: true })
      const temporary = path.join(dir, `.${name}.${randomUUID()}.tmp`)
      try {
        await writeFile(temporary, bytes, { flag: 'wx' })
        await rename(temporary, target)
      } finally {
        await rm(temporary, { force: true })
      }
    },
    async get(name) {
      try {
        return await readFile(path.join(dir, checked(name)))
      } catch (error) {
        if (missing(error)) return null
        throw error
      }
    },
    async remove(name) {
      await rm(path.join(dir, checked(name)), { force: true })
    },
    async list() {
      try {
        return (await readdir(dir)).filter(isPhotoFileName).sort()
      } catch (error) {
        if (missing(error)) return []
        throw error
      }
    },
  }
}

const BUCKET = 'photos'
/** Storage answers a missing object with 404, or (older servers) 400 carrying statusCode '404'. */
const notFound = (error: { status?: number; statusCode?: string }) =>
  error.status === 404 || error.statusCode === '404'

/** Photos in Supabase Storage's private bucket `photos`, through `getClient` (the secret-key client). */
export function createSupabasePhotoStore(getClient: () => SupabaseClient): PhotoStore {
  const bucket = () => getClient().storage.from(BUCKET)
  return {
    async put(name, bytes) {
      const { error } = await bucket().upload(checked(name), bytes, {
        contentType: 'image/webp',
        cacheControl: '31536000',
        upsert: true,
      })
      if (error) throw error
    },
    async get(name) {
      const { data, error } = await bucket().download(checked(name))
      if (error) {
        if (notFound(error as never)) return null
        throw error
      }
      return new Uint8Array(await data.arrayBuffer())
    },
    async remove(name) {
      const { error } = await bucket().remove([checked(name)])
      if (error) throw error
    },
    async list() {
      const names: string[] = []
      const limit = 1000
      for (let offset = 0; ; offset += limit) {
        const { data, error } = await bucket().list('', {
          limit,
          offset,
          sortBy: { column: 'name', order: 'asc' },
        })
        if (error) throw error
        names.push(...data.map((file) => file.name).filter(isPhotoFileName))
        if (data.length < limit) return names
      }
    },
  }
}

/** The local photo folder: PHOTOS_DIR, else a `photos` folder beside LOCAL_DATA_DIR. */
export const localPhotosDir = (env: { PHOTOS_DIR?: string; LOCAL_DATA_DIR: string }) =>
  env.PHOTOS_DIR
    ? path.resolve(/* turbopackIgnore: true */ env.PHOTOS_DIR)
    : path.join(path.dirname(path.resolve(/* turbopackIgnore: true */ env.LOCAL_DATA_DIR)), 'photos')
