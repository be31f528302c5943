import 'server-only'
import type { SessionUser } from '@/lib/auth/types'
import { listPageReviewDates } from '@/lib/data'
import { getEditablePage } from './editable-pages'

// A page's 'Revisar antes de' day ('YYYY-MM-DD', or null for none): the one
// staff stored on its own (cleared too), else the repository's default
// (content/review-dates.ts). Drafts and versions keep an old review_before
// column that nothing reads any more.

/** Every page's effective review date, as the admin reads the stored ones. */
export async function readReviewDates(admin: SessionUser): Promise<(path: string) => string | null> {
  const stored = await listPageReviewDates(admin)
  return (path) =>
    Object.hasOwn(stored, path) ? stored[path]! : (getEditablePage(path)?.reviewBefore ?? null)
}
