import type { PageState } from '@/lib/data/types'

// The answer to a save based on a page state that someone changed since: who
// saved it and when (Madrid's time), then what the editor can do. The form
// keeps what was typed and carries the page's new revision, so saving again
// is a deliberate choice to replace it.

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

/** What a refusal names: the page being edited, or a photo of the library. */
const things = {
  page: { the: 'La página', this: 'esta página' },
  photo: { the: 'La foto', this: 'esta foto' },
}

/** The Spanish refusal of a stale save of a page (or of a photo's texts), for the account `userId`. */
export function pageChangedMessage(
  state: PageState,
  userId: string,
  thing: keyof typeof things = 'page',
): string {
  const { the, this: self } = things[thing]
  if (!state.changedAt) return `${the} cambió mientras la editabas. ${nextStep}`
  const at = `a las ${madridTime.format(new Date(state.changedAt))}`
  if (state.changedBy === userId) return `Guardaste ${self} en otra pestaña ${at}. ${nextStep}`
  const who = state.changedByEmail ? someone(state.changedByEmail) : 'Otra persona'
  return `${who} guardó ${self} ${at}. ${nextStep}`
}

/** The action's refusal: the message, and the revision the form goes on from. */
export const pageChangedResult = (state: PageState, userId: string) => ({
  ok: false as const,
  message: pageChangedMessage(state, userId),
  data: { revision: state.revision },
})
