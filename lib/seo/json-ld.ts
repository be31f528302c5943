// JSON-LD goes into a <script type="application/ld+json"> element. JSON.stringify
// alone is not safe there: a string holding '</script>' would close the element
// and let the rest run as HTML. Escaping '<' (and the two line separators that
// old parsers treat as line ends) keeps the JSON valid and the element closed.
//
// Every other character above U+00FF is escaped too (the JSON means the same).
// One such character, like the '€' of the price range, turns a page's whole
// HTML into a two-byte string in V8, which Next.js then hashes and encodes on
// every request of the static page: measurably fewer requests per second
// (bench/throughput.ts) for pages whose visible text needs no such character.

export type JsonLdNode = Record<string, unknown>

export function serializeJsonLd(data: JsonLdNode | JsonLdNode[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/[\u0100-\uffff]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`)
}
