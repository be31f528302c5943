import 'server-only'
import { getDataBackend } from '@/lib/backend'
import type { SeoRecord } from './types'

export function getStoredSeoPage(path: string): Promise<SeoRecord | null> {
  return getDataBackend().seoPages.get(path)
}

export function listStoredSeoPages(): Promise<SeoRecord[]> {
  return getDataBackend().seoPages.list()
}
