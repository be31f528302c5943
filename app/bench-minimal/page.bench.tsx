import { readFileSync } from 'node:fs'
import path from 'node:path'
import { preload } from 'react-dom'

// Benchmark baseline, built only with BENCH=1 (next.config.ts): the smallest
// page the same Next.js build can serve, under the root layout alone.
export const metadata = { title: 'Página mínima', robots: { index: false } }

/**
 * Next preloads the root layout's font on every page, looking the page's file up
 * in its font manifest without the file's last extension: "page.bench" is not
 * "page", so it skips this one. Preloading what the manifest lists for this page
 * makes the baseline load the font as every page it is compared with does.
 */
function preloadFontsLikeEveryPage() {
  const distDir = process.env.NEXT_DIST_DIR ?? '.next-bench'
  const manifestPath = path.join(process.cwd(), distDir, 'server', 'next-font-manifest.json')
  const manifest: { app: Record<string, string[]> } = JSON.parse(readFileSync(manifestPath, 'utf8'))
  const fonts = manifest.app['[project]/app/bench-minimal/page']
  if (!fonts?.length) throw new Error(`${manifestPath} lists no font for the minimal page`)
  for (const font of fonts)
    preload(`/_next/${font}`, { as: 'font', type: `font/${path.extname(font).slice(1)}` })
}

export default function MinimalPage() {
  preloadFontsLikeEveryPage()
  return (
    <main>
      <h1>Página mínima</h1>
    </main>
  )
}
