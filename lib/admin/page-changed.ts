import { ChangedMeanwhileError, type EditedThing } from '@/lib/data/types'

// The answer to a save based on a revision that someone changed since (a page,
// a photo's texts, a redirect): who saved it and when (Madrid's time), then
// what the editor can do. The form keeps what was typed and carries the new
// revision, so saving again is a deliberate choice to replace it.

const madridTime = new Intl.DateTimeFormat('es-ES', {
  timeZone: 'Europe/Madrid',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

const nextStep = 'Tus cambios siguen en el formulario; si vuelves a guardar, sustituirán a los guardados.'

/** 'ana@example.com' as 'Ana': how staff are named where the account has no other name. */
export function personName(email: string): string {
  const local = email.split('@')[0] ?? email
  return `${local.charAt(0).toLocaleUpperCase('es-ES')}${local.slice(1)}`
}

/** 'ana@example.com' as 'Ana (ana@example.com)'. */
export const someone = (email: string) => `${personName(email)} (${email})`

/** What a refusal names, and a removed redirect's own sentence (its form can only save it anew). */
const things: Record<EditedThing, { the: string; this: string; gone?: string }> = {
  page: { the: 'La página', this: 'esta página' },
  photo: { the: 'La foto', this: 'esta foto' },
  redirect: {
    the: 'La redirección',
    this: 'esta redirección',
    gone: 'Esta redirección ya no existe: otra persona la ha eliminado. Lo que escribiste sigue en el formulario; guárdalo como nueva desde «Nueva redirección».',
  },
}

/** The Spanish refusal of a stale save, naming what it was about, for the account `userId`. */
export function changedMeanwhileMessage({ thing, state }: ChangedMeanwhileError, userId: string): string {
  const { the, this: self, gone } = things[thing]
  if (gone && state.revision === 0) return gone
  if (!state.changedAt) return `${the} cambió mientras la editabas. ${nextStep}`
  const at = `a las ${madridTime.format(new Date(state.changedAt))}`
  if (state.changedBy === userId) return `Guardaste ${self} en otra pestaña ${at}. ${nextStep}`
  const who = state.changedByEmail ? someone(state.changedByEmail) : 'Otra persona'
  return `${who} guardó ${self} ${at}. ${nextStep}`
}

/** The action's refusal: the message, and the revision the form goes on from. */
export const changedMeanwhileResult = (error: ChangedMeanwhileError, userId: string) => ({
  ok: false as const,
  message: changedMeanwhileMessage(error, userId),
  data: { revision: error.state.revision },
})

/** A stale save's refusal; any other failure is thrown on (adminAction answers it). */
export function refusedIfChangedMeanwhile(error: unknown, userId: string) {
  if (error instanceof ChangedMeanwhileError) return changedMeanwhileResult(error, userId)
  throw error
}
