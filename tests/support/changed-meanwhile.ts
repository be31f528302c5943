import type { ActionResult } from '@/lib/admin/action'
import type { SavedRevision } from '@/lib/admin/page-changed'

// A form's save refused because Ana saved the page first, as its action answers it: the form
// tests mock the action (the edge there) with these.

export const anaSavedFirst =
  'Ana (ana@example.com) guardó esta página a las 10:32. Tus cambios siguen en el formulario; al volver a guardar podrás elegir si sustituyen a los guardados.'

/** A save action whose form sends FormData (it may take an object too). */
type SaveAction<Input> = jest.MockedFunction<
  (previous: ActionResult<SavedRevision> | null, data: Input) => Promise<ActionResult<SavedRevision>>
>

/**
 * Makes `action` refuse its first save for Ana's changes (handing back revision 42) and answer
 * `then` to any later one. Answers the list of what each save sent, filled as they come.
 */
export function refusedOnceForAna<Input>(
  action: SaveAction<Input>,
  then: ActionResult<SavedRevision>,
): FormData[] {
  const sent: FormData[] = []
  action.mockImplementation(async (_previous, data) => {
    sent.push(data as FormData)
    return sent.length === 1
      ? { ok: false, message: anaSavedFirst, data: { revision: 42, changedBy: 'Ana' } }
      : then
  })
  return sent
}
