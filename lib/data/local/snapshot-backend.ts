import type { DataBackend } from '../types'
import { readSeoSnapshot } from './seo-snapshot'

/**
 * What `next build` reads on the local backend: the stored SEO records from
 * the snapshot file, since the database itself cannot be opened by the
 * build's parallel workers. Nothing can be written during a build.
 */
export function createSnapshotBackend(file?: string): DataBackend {
  const records = () => readSeoSnapshot(file)
  const refuse = () => Promise.reject(new Error('Nothing can be written while `next build` runs'))
  const noInbox = () => Promise.reject(new Error('The leads inbox cannot be read while `next build` runs'))
  return {
    leads: { insert: refuse },
    seoPages: {
      get: async (path) => records().find((record) => record.path === path) ?? null,
      list: async () => records(),
      upsert: refuse,
    },
    // The inbox's pages read cookies, so they render per request, never at build time.
    leadsInbox: { list: noInbox, get: noInbox, setHandled: noInbox, export: noInbox },
    // As on the running local backend: the built-in reviews show.
    reviews: { fetch: async () => null },
  }
}
