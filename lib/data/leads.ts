import 'server-only'
import { getDataBackend } from '@/lib/backend'
import type { NewLead } from './types'

export function insertLead(lead: NewLead): Promise<void> {
  return getDataBackend().leads.insert(lead)
}
