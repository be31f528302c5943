import { contentReadError, seoReadError } from '../seo-read-error'
import type { DataBackend } from '../types'
import { contentSnapshotFile, readContentSnapshot, readSeoSnapshot, seoSnapshotFile } from './seo-snapshot'

/**
 * What `next build` reads on the local backend: the stored SEO records and
 * published content from the snapshot files, since the database itself cannot
 * be opened by the build's parallel workers. Nothing can be written during a
 * build. A missing file means nothing was ever stored; an unreadable or
 * corrupt one fails the read, and so the build.
 */
export function createSnapshotBackend(
  file = seoSnapshotFile(),
  contentFile = contentSnapshotFile(),
): DataBackend {
  const records = (path: string | null) => {
    try {
      return readSeoSnapshot(file)
    } catch (cause) {
      throw seoReadError(path, "the build's snapshot", cause)
    }
  }
  const contents = (path: string | null) => {
    try {
      return readContentSnapshot(contentFile)
    } catch (cause) {
      throw contentReadError(path, "the build's snapshot", cause)
    }
  }
  const refuse = () => Promise.reject(new Error('Nothing can be written while `next build` runs'))
  const noInbox = () => Promise.reject(new Error('The leads inbox cannot be read while `next build` runs'))
  const adminOnly = () =>
    Promise.reject(new Error('Drafts and versions cannot be read while `next build` runs'))
  return {
    leads: { insert: refuse },
    seoPages: {
      get: async (path) => records(path).find((record) => record.path === path) ?? null,
      list: async () => records(null),
      upsert: refuse,
    },
    // Drafts show only in Draft Mode, which renders per request, never at build time.
    pageContent: {
      getPublished: async (path) => contents(path).find((record) => record.path === path) ?? null,
      listPublished: async () => contents(null),
      getDraft: adminOnly,
      listDrafts: adminOnly,
      saveDraft: refuse,
      publish: refuse,
      versions: adminOnly,
    },
    // The inbox's pages read cookies, so they render per request, never at build time.
    leadsInbox: {
      list: noInbox,
      get: noInbox,
      setStatus: noInbox,
      activity: noInbox,
      addNote: noInbox,
      results: noInbox,
      export: noInbox,
    },
    // As on the running local backend: the built-in reviews show.
    reviews: { fetch: async () => null },
  }
}
