import { createLocalBackend } from '@/lib/data/local/backend'
import type { SeoRecord } from '@/lib/seo/types'
import type { StoredContent } from '@/lib/content/types'
import { databaseForEachTest } from './database'

/**
 * A fresh database for each test and the local backend over it, with what the
 * backend handed the snapshot writers during the test: every list of SEO
 * records after a save (`saved`) and of published content after a publish.
 */
export function localBackendForEachTest() {
  const world = databaseForEachTest()
  const saved: SeoRecord[][] = []
  const published: StoredContent[][] = []
  beforeEach(() => {
    saved.length = 0
    published.length = 0
  })
  const backend = () =>
    createLocalBackend(async () => world.db, {
      onSeoPagesSaved: (records) => saved.push(records),
      onContentPublished: (records) => published.push(records),
    })
  return { world, backend, saved, published }
}
