import sameSize from '@/bench/support/same-size.json'

// Benchmark baseline, built only with BENCH=1 (next.config.ts): a bare static
// page under the root layout alone (no header, footer or section component of
// the site), padded with plain text so that its HTML is about the size of the
// landing page that bench/throughput.ts compares it with. The padding shows
// twice in the HTML (markup and React Server Components payload); the script
// measures both pages and recalibrates bench/support/same-size.json when they drift apart.
export const metadata = { title: 'Página del mismo tamaño', robots: { index: false } }

const paragraph = 'Texto de relleno para igualar el tamaño de la página de referencia. '.repeat(8)
const paragraphBytes = new TextEncoder().encode(paragraph).length

export default function SameSizePage() {
  return (
    <main>
      <h1>Página del mismo tamaño</h1>
      {Array.from({ length: Math.ceil(sameSize.paddingBytes / paragraphBytes) }, (_, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </main>
  )
}
