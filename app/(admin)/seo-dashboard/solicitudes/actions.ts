'use server'

import { refresh } from 'next/cache'
import { z } from 'zod'
import { adminAction } from '@/lib/admin/action'
import { setLeadHandled } from '@/lib/data/leads-inbox'
import { isLeadId } from '@/lib/leads/inbox-params'

// The inbox's one write. The database function checks the admin right once
// more and records who marked the lead and when: neither comes from the browser.

const invalid = 'La solicitud no es válida.'
const toggleSchema = z.object({
  id: z.string({ error: invalid }).refine(isLeadId, invalid),
  handled: z.enum(['true', 'false'], { error: invalid }),
})

export const toggleLeadHandledAction = adminAction(
  toggleSchema,
  async ({ id, handled }, admin) => {
    const marked = handled === 'true'
    await setLeadHandled(id, marked, admin)
    // The lead's page (and, when staff go back, the list) show the new state.
    refresh()
    return {
      ok: true,
      message: marked ? 'Solicitud marcada como atendida.' : 'Solicitud marcada como no atendida.',
    }
  },
  {
    failure: 'No se pudo guardar el cambio. Inténtalo de nuevo.',
    notAdmin: 'Tu cuenta no tiene permiso para gestionar las solicitudes.',
  },
)
