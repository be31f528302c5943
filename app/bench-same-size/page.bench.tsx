import size from './size.json'

// Benchmark baseline, built only with BENCH=1 (next.config.ts): a bare static
// page under the root layout alone (no header, footer or section component of
// the site), padded with plain text so that its HTML is about the size of the
// landing page bench/throughput.ts compares it with, which rewrites size.json
// when the two drift apart.
export const metadata = { title: 'Página del mismo tamaño', robots: { index: false } }

const paragraph = 'Texto de relleno para igualar el tamaño de la página de referencia. '.repeat(8)
const paragraphBytes = new TextEncoder().encode(paragraph).length

export default function SameSizePage() {
  return (
    <main>
      <h1>Página del mismo tamaño</h1>
      {Array.from({ length: Math.ceil(size.paddingBytes / paragraphBytes) }, (_, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </main>
  )
}
