// Reading the served HTML as a crawler does: no JavaScript, plain text.

export function allMatches(html: string, pattern: RegExp): string[][] {
  return [
    ...html.matchAll(
      new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`),
    ),
  ]
}

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
}
export const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (entity) => entities[entity]!)

/** The content of <meta name|property="key">, every occurrence. */
export function metaContents(html: string, key: string): string[] {
  return allMatches(html, /<meta\b[^>]*>/).flatMap(([tag]) => {
    const name = /\s(?:name|property)="([^"]+)"/.exec(tag!)?.[1]
    const content = /\scontent="([^"]*)"/.exec(tag!)?.[1]
    return name === key && content !== undefined ? [decode(content)] : []
  })
}

/** Every JSON-LD block, parsed (throws if one does not parse). */
export function jsonLdBlocks(html: string): unknown[] {
  return allMatches(html, /<script type="application\/ld\+json">([\s\S]*?)<\/script>/).map(([, body]) =>
    JSON.parse(body!),
  )
}

type Node = { '@type'?: string | string[]; mainEntity?: { name: string; acceptedAnswer: { text: string } }[] }

/** The question/answer pairs of every FAQPage node in the page's JSON-LD. */
export function faqItemsInJsonLd(html: string): { question: string; answer: string }[] {
  const nodes = jsonLdBlocks(html).flatMap((block) => {
    const graph = (block as { '@graph'?: Node[] })['@graph']
    return graph ?? [block as Node]
  })
  return nodes
    .filter(
      (node) =>
        node['@type'] === 'FAQPage' || (Array.isArray(node['@type']) && node['@type'].includes('FAQPage')),
    )
    .flatMap((node) => node.mainEntity ?? [])
    .map((item) => ({ question: item.name, answer: item.acceptedAnswer.text }))
}
