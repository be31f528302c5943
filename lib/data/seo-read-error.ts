import { DataError } from './types'

// A failed read of seo_pages, worded for the build log and the server log:
// which page (or the whole list), from which backend, and the underlying error.
// It is never replaced by the built-in record, which would publish a page
// without the title, H1 and FAQs staff saved; only a missing record is.

export function seoReadError(path: string | null, source: string, cause: unknown): DataError {
  const what = path ? `the stored SEO record of ${path}` : 'the stored SEO records'
  return new DataError(`Could not read ${what} from ${source}: ${reasonOf(cause)}`, { cause })
}

/** The same for page_content: its content is never replaced by the repository's when the read fails. */
export function contentReadError(path: string | null, source: string, cause: unknown): DataError {
  const what = path ? `the published content of ${path}` : 'the published page content'
  return new DataError(`Could not read ${what} from ${source}: ${reasonOf(cause)}`, { cause })
}

/** The cause in one line: an error's message, or supabase-js's error with its network cause, code and hint. */
function reasonOf(cause: unknown): string {
  if (typeof cause !== 'object' || cause === null) return String(cause)
  const { message, details, code, hint } = cause as Partial<
    Record<'message' | 'details' | 'code' | 'hint', string>
  >
  const causedBy = details && /Caused by: ([^\n]+)/.exec(details)?.[1]
  return [message || String(cause), causedBy && `caused by ${causedBy}`, code && `code ${code}`, hint]
    .filter(Boolean)
    .join('; ')
}
