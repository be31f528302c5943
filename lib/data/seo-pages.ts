import 'server-only'
import { getBackend } from './backend'
import type { SeoRecord } from './types'

export function getStoredSeoPage(path: string): Promise<SeoRecord | null> {
  return getBackend().seoPages.get(path)
}

export function listStoredSeoPages(): Promise<SeoRecord[]> {
  return getBackend().seoPages.list()
}
