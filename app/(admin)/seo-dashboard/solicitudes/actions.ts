'use server'

import { refresh } from 'next/cache'
import { requireAdmin } from '@/lib/auth/session'
import { setLeadHandled } from '@/lib/data/leads-inbox'
import { isLeadId } from '@/lib/leads/inbox-params'

// The inbox's one write. It checks the session and the admin right again
// (proxy.ts is a convenience, not the lock); the database function checks
// the right once more and records who marked the lead and when: neither
// comes from the browser.

export type ToggleHandledResult = { ok: boolean; message: string } | null

export async function toggleLeadHandledAction(
  _previous: ToggleHandledResult,
  form: FormData,
): Promise<ToggleHandledResult> {
  const access = await requireAdmin()
  if (!access.ok) {
    return {
      ok: false,
      message:
        access.reason === 'signed-out'
          ? access.message
          : 'Tu cuenta no tiene permiso para gestionar las solicitudes.',
    }
  }
  const id = form.get('id')
  const handled = form.get('handled')
  if (!isLeadId(id) || (handled !== 'true' && handled !== 'false')) {
    return { ok: false, message: 'La solicitud no es válida.' }
  }
  try {
    await setLeadHandled(id, handled === 'true', access.user)
  } catch (error) {
    console.error(`Could not mark the lead ${id}`, error)
    return { ok: false, message: 'No se pudo guardar el cambio. Inténtalo de nuevo.' }
  }
  // The lead's page (and, when staff go back, the list) show the new state.
  refresh()
  return {
    ok: true,
    message: handled === 'true' ? 'Solicitud marcada como atendida.' : 'Solicitud marcada como no atendida.',
  }
}
