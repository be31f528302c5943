// JSON-LD goes into a <script type="application/ld+json"> element. JSON.stringify
// alone is not safe there: a string holding '</script>' would close the element
// and let the rest run as HTML. Escaping '<' (and the two line separators that
// old parsers treat as line ends) keeps the JSON valid and the element closed.

export type JsonLdNode = Record<string, unknown>

export function serializeJsonLd(data: JsonLdNode | JsonLdNode[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
