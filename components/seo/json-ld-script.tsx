import { serializeJsonLd, type JsonLdNode } from '@/lib/seo/json-ld'

/** A JSON-LD block in the server-rendered HTML, serialised so no value can close the element. */
export function JsonLdScript({ data }: { data: JsonLdNode | JsonLdNode[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}
