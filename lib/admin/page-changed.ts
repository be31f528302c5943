import { ChangedMeanwhileError, type EditedThing } from '@/lib/data/types'

// The answer to a save based on a revision that someone changed since (a page,
// a photo's texts, a redirect): who saved it and when (Madrid's time), then
// what the editor can do. The form keeps what was typed and carries the new
// revision; its next save asks first whether to replace their changes.

const madridTime = new Intl.DateTimeFormat('es-ES', {
  timeZone: 'Europe/Madrid',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

const nextStep =
  'Tus cambios siguen en el formulario; al volver a guardar podrás elegir si sustituyen a los guardados.'

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

/** A redirect someone removed: nothing is left to replace, and its form can only save it anew. */
const removed = ({ thing, state }: ChangedMeanwhileError) =>
  Boolean(things[thing].gone) && state.revision === 0

/** The Spanish refusal of a stale save, naming what it was about, for the account `userId`. */
export function changedMeanwhileMessage(error: ChangedMeanwhileError, userId: string): string {
  const { thing, state } = error
  const { the, this: self, gone } = things[thing]
  if (gone && removed(error)) return gone
  if (!state.changedAt) return `${the} cambió mientras la editabas. ${nextStep}`
  const at = `a las ${madridTime.format(new Date(state.changedAt))}`
  if (state.changedBy === userId) return `Guardaste ${self} en otra pestaña ${at}. ${nextStep}`
  const who = state.changedByEmail ? someone(state.changedByEmail) : 'Otra persona'
  return `${who} guardó ${self} ${at}. ${nextStep}`
}

/** What a save answers of the revision: the new one, or on a refusal the one it goes on from, and whose changes those are. */
export type SavedRevision = { revision: number; changedBy?: string }

/** Whose changes a save would replace, as the question before it names them: 'Ana', 'tu otra pestaña'. */
function whoseChanges({ state }: ChangedMeanwhileError, userId: string): string {
  if (state.changedBy === userId) return 'tu otra pestaña'
  return state.changedByEmail ? personName(state.changedByEmail) : 'otra persona'
}

/** The action's refusal: the message, the revision the form goes on from, and whose changes those are. */
export const changedMeanwhileResult = (error: ChangedMeanwhileError, userId: string) => ({
  ok: false as const,
  message: changedMeanwhileMessage(error, userId),
  data: {
    revision: error.state.revision,
    changedBy: removed(error) ? undefined : whoseChanges(error, userId),
  } satisfies SavedRevision,
})

/** A stale save's refusal; any other failure is thrown on (adminAction answers it). */
export function refusedIfChangedMeanwhile(error: unknown, userId: string) {
  if (error instanceof ChangedMeanwhileError) return changedMeanwhileResult(error, userId)
  throw error
}
