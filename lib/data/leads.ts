import 'server-only'
import { getBackend } from './backend'
import type { NewLead } from './types'

export function insertLead(lead: NewLead): Promise<void> {
  return getBackend().leads.insert(lead)
}
