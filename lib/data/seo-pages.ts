import 'server-only'
import { getBackend } from './backend'
import type { SeoPageRecord } from './types'

export function getStoredSeoPage(path: string): Promise<SeoPageRecord | null> {
  return getBackend().seoPages.get(path)
}

export function listStoredSeoPages(): Promise<SeoPageRecord[]> {
  return getBackend().seoPages.list()
}
