// No doorway pages: a staff page is not published while its visible text is
// mostly another page's. The measure is the Jaccard index of the two texts'
// word shingles (every run of SHINGLE_WORDS words, lowercased, accents kept):
// a town page that only swaps the town's name shares almost all of them. The
// threshold is measured on the built-in pages (docs/decisions.md).

export const SHINGLE_WORDS = 5
/** The share of shingles above which a page repeats another. */
export const DOORWAY_THRESHOLD = 0.4

/** Keys of page content that are not shown as text: structure, links, choices. */
const hiddenKeys = new Set([
  'kind',
  'id',
  'href',
  'behaviour',
  'artwork',
  'icon',
  'photo',
  'path',
  'seo',
  'columns',
])

/** Every text a visitor reads in page content (headings, paragraphs, items, alt text…), in order. */
export function visibleText(content: unknown): string {
  const texts: string[] = []
  const walk = (node: unknown) => {
    if (typeof node === 'string') texts.push(node)
    else if (Array.isArray(node)) node.forEach(walk)
    else if (node && typeof node === 'object')
      for (const [key, value] of Object.entries(node)) if (!hiddenKeys.has(key)) walk(value)
  }
  walk(content)
  return texts.join(' ')
}

/** The text's word shingles: lowercased, accents kept, punctuation dropped. */
export function shingles(text: string, size = SHINGLE_WORDS): Set<string> {
  const words = text.toLocaleLowerCase('es').match(/[\p{L}\p{N}]+/gu) ?? []
  const result = new Set<string>()
  if (words.length === 0) return result
  if (words.length < size) result.add(words.join(' '))
  for (let start = 0; start + size <= words.length; start++)
    result.add(words.slice(start, start + size).join(' '))
  return result
}

/** |A ∩ B| / |A ∪ B|; 0 for two empty sets. */
export function jaccard(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 && b.size === 0) return 0
  let shared = 0
  for (const shingle of a) if (b.has(shingle)) shared++
  return shared / (a.size + b.size - shared)
}

export type Similar = { path: string; share: number }

/** The page whose text is most like `text`, with the share of shingles they have in common. */
export function mostSimilar(text: string, others: { path: string; text: string }[]): Similar | null {
  const own = shingles(text)
  let best: Similar | null = null
  for (const other of others) {
    const share = jaccard(own, shingles(other.text))
    if (!best || share > best.share) best = { path: other.path, share }
  }
  return best
}

/** 'Esta página repite el 78 % de /instalacion-placas-murcia' (a whole percentage, written the Spanish way). */
export function doorwayMessage({ path, share }: Similar): string {
  const percent = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 0 }).format(Math.round(share * 100))
  return `Esta página repite el ${percent} % de ${path}`
}

/** The refusal for a page that repeats another past the threshold, or null when it may be published. */
export function doorwayRefusal(text: string, others: { path: string; text: string }[]): string | null {
  const similar = mostSimilar(text, others)
  return similar && similar.share >= DOORWAY_THRESHOLD ? doorwayMessage(similar) : null
}

/** One text a visitor reads, by its dotted path in the content. */
export type VisibleText = { path: string; text: string }

/** Every visible text of `content` (as `visibleText` reads them), each with its dotted path. */
export function visibleTexts(content: unknown): VisibleText[] {
  const texts: VisibleText[] = []
  const walk = (node: unknown, path: string) => {
    if (typeof node === 'string') texts.push({ path, text: node })
    else if (Array.isArray(node))
      node.forEach((item, index) => walk(item, path ? `${path}.${index}` : `${index}`))
    else if (node && typeof node === 'object')
      for (const [key, value] of Object.entries(node))
        if (!hiddenKeys.has(key)) walk(value, path ? `${path}.${key}` : key)
  }
  walk(content, '')
  return texts
}

/** How many words a repeated passage shows before it is cut short with '…'. */
const PASSAGE_WORDS = 12

/**
 * The runs of `own`'s text that `other` repeats: consecutive shared shingles joined into a passage,
 * at most `limit`, the longest first, each with the path of the text it starts in and cut to a few
 * shingles' worth of words.
 */
export function repeatedPassages(own: VisibleText[], other: string, limit = 3): VisibleText[] {
  const words = own.flatMap(({ path, text }) =>
    (text.match(/[\p{L}\p{N}]+/gu) ?? []).map((shown) => ({
      shown,
      word: shown.toLocaleLowerCase('es'),
      path,
    })),
  )
  const theirs = shingles(other)
  const runs: { start: number; end: number }[] = []
  for (let start = 0; start + SHINGLE_WORDS <= words.length; start++) {
    const shingle = words
      .slice(start, start + SHINGLE_WORDS)
      .map(({ word }) => word)
      .join(' ')
    if (!theirs.has(shingle)) continue
    const last = runs.at(-1)
    if (last && start <= last.end) last.end = start + SHINGLE_WORDS
    else runs.push({ start, end: start + SHINGLE_WORDS })
  }
  return runs
    .sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start)
    .slice(0, limit)
    .sort((a, b) => a.start - b.start)
    .map(({ start, end }) => {
      const shown = words.slice(start, Math.min(end, start + PASSAGE_WORDS)).map(({ shown }) => shown)
      return { path: words[start]!.path, text: `${shown.join(' ')}${end - start > PASSAGE_WORDS ? '…' : ''}` }
    })
}
