import 'server-only'
import { getDataBackend } from '@/lib/backend'
import type { SeoPageRecord } from './types'

export function getStoredSeoPage(path: string): Promise<SeoPageRecord | null> {
  return getDataBackend().seoPages.get(path)
}

export function listStoredSeoPages(): Promise<SeoPageRecord[]> {
  return getDataBackend().seoPages.list()
}
