import type { PGlite } from '@electric-sql/pglite'
import { promptPaths } from '@/lib/content/template-prompts'

// Staff writing their own text where a page created from a template still
// holds its examples ('Escribe aquí…'), so that the page may be published.

/** `value` with `text` in place of each of its template prompts. */
export function withOwnText<T>(value: T, text: string): T {
  const copy = structuredClone(value) as Record<string, unknown>
  for (const path of promptPaths(copy)) {
    const keys = path.split('.')
    const parent = keys.slice(0, -1).reduce<Record<string, unknown>>((node, key) => node[key] as never, copy)
    parent[keys.at(-1)!] = text
  }
  return copy as T
}

/** Writes `text` over every prompt of the page's stored draft, content and SEO record alike. */
export async function replacePromptsInDraft(db: PGlite, path: string, text: string) {
  const { rows } = await db.query<{ content: unknown; seo: unknown }>(
    'select content, seo from public.page_content_drafts where path = $1',
    [path],
  )
  const [draft] = rows
  if (!draft) throw new Error(`No draft at ${path}`)
  await db.query('update public.page_content_drafts set content = $2, seo = $3 where path = $1', [
    path,
    withOwnText(draft.content, text),
    withOwnText(draft.seo, text),
  ])
}
