// The parts of a page's content whose home is the SEO record: the H1, the
// first section's heading (the principal H2) and the FAQ items. The content
// editor shows them read-only, with the values the page shows; what it saves
// keeps their current values. The record's secondary H2s are editorial
// targets and lock nothing: every other heading is edited with the content.

type Content = { sections?: unknown[]; faq?: unknown }

export function lockedPaths(content: Content): string[] {
  const paths = ['hero.h1']
  if (content.sections?.length) paths.push('sections.0.heading')
  if (content.faq) paths.push('faq.items')
  return paths
}

/** The content as the page shows it: the H1, principal H2 and FAQs come from the SEO record. */
export function withSeoParts(
  content: Record<string, unknown>,
  seo: { h1: string; h2Primary: string; faqs: unknown[] },
): Record<string, unknown> {
  const shown = structuredClone(content) as {
    hero?: { h1?: string }
    sections?: { heading?: string }[]
    faq?: { items?: unknown[] }
  }
  if (shown.hero) shown.hero.h1 = seo.h1
  if (shown.sections?.[0] && seo.h2Primary.trim()) shown.sections[0].heading = seo.h2Primary
  if (shown.faq) shown.faq.items = seo.faqs
  return shown as Record<string, unknown>
}

const read = (value: unknown, path: string[]): unknown =>
  path.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], value)

/** `target` with the values at `paths` copied from `source` (both left unchanged). */
export function keepPaths<T>(target: T, source: unknown, paths: string[]): T {
  const copy = structuredClone(target) as Record<string, unknown>
  for (const dotted of paths) {
    const keys = dotted.split('.')
    const value = read(source, keys)
    const parent = read(copy, keys.slice(0, -1)) as Record<string, unknown> | undefined
    if (parent && typeof parent === 'object' && value !== undefined)
      parent[keys.at(-1)!] = structuredClone(value)
  }
  return copy as T
}
