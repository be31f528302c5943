// Benchmark baseline, built only with BENCH=1 (next.config.ts): the smallest
// page the same Next.js build can serve, under the root layout alone.
export const metadata = { title: 'Página mínima', robots: { index: false } }

export default function MinimalPage() {
  return (
    <main>
      <h1>Página mínima</h1>
    </main>
  )
}
