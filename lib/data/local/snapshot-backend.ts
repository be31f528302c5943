import { dataOver, type DataBackend } from '../backend'
import { contentReadError, seoReadError } from '../seo-read-error'
import { failingAs } from '../failing-as'
import {
  contentSnapshotFile,
  readContentSnapshot,
  readPhotoFocusSnapshot,
  readSeoSnapshot,
  readStaffPagesSnapshot,
  seoSnapshotFile,
} from '@/lib/db/snapshots'

const source = "the build's snapshot"
const refuse = () => Promise.reject(new Error('Nothing can be written while `next build` runs'))
// Drafts, versions and the inbox show to a signed-in admin alone, on pages
// that render per request (Draft Mode, cookies), never at build time.
const perRequest = () =>
  Promise.reject(new Error('Only what visitors see can be read while `next build` runs'))

/**
 * What `next build` reads on the local backend: the stored SEO records, published content and focal points from the
 * snapshot files, since the build's parallel workers cannot open the database; nothing is written. A
 * missing file means nothing was ever stored; an unreadable or corrupt one fails the read, and the build.
 */
export function createSnapshotBackend(
  file = seoSnapshotFile(),
  contentFile = contentSnapshotFile(),
): DataBackend {
  const records = (path: string | null) =>
    failingAs(
      (cause) => seoReadError(path, source, cause),
      async () => readSeoSnapshot(file),
    )
  const contents = (path: string | null) =>
    failingAs(
      (cause) => contentReadError(path, source, cause),
      async () => readContentSnapshot(contentFile),
    )
  const data = dataOver({ source, select: perRequest, insert: refuse, rpc: perRequest })
  return {
    ...data,
    leads: { insert: refuse },
    staffPages: {
      ...data.staffPages,
      listPublished: () => failingAs(source, async () => readStaffPagesSnapshot()),
    },
    photoFocus: (ids) =>
      failingAs(source, async () => {
        const points = readPhotoFocusSnapshot()
        return ids ? points.filter((point) => ids.includes(point.id)) : points
      }),
    seoPages: {
      get: async (path) => (await records(path)).find((record) => record.path === path) ?? null,
      list: () => records(null),
    },
    pageContent: {
      ...data.pageContent,
      getPublished: async (path) => (await contents(path)).find((record) => record.path === path) ?? null,
      listPublished: () => contents(null),
      saveDraft: refuse,
      saveSeoDraft: refuse,
      publish: refuse,
    },
  }
}
