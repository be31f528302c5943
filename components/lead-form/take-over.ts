import type { LeadFormInput } from '@/lib/validations/lead'
import { leadFields } from '@/supabase/functions/_shared/lead-fields'

// The hand-over from the quote form's light shell to the full form: what the
// visitor typed, checked and focused before the form's code arrived. Plain DOM
// code, no dependencies: the shell ships it on every page with the form.

/** What the full form starts from when it replaces the shell. */
export type LeadFormTakeOver = {
  values: LeadFormInput
  /** Position of the focused control among the form's focusable elements (same markup on both sides). */
  focusIndex?: number
  privacyOpen: boolean
}

const focusable = 'input, textarea, select, button, summary, a[href]'

function focusables(form: HTMLFormElement): Element[] {
  return Array.from(form.querySelectorAll(focusable))
}

/** Reads the shell's state from the DOM: values through FormData (an unchecked box is absent), focus, open details. */
export function readShell(form: HTMLFormElement): LeadFormTakeOver {
  const data = new FormData(form)
  const text = (name: string) => {
    const value = data.get(name)
    return typeof value === 'string' ? value : ''
  }
  const values = Object.fromEntries(
    leadFields.map(({ name, kind }) => [name, kind === 'checkbox' ? data.has(name) : text(name)]),
  )
  const focusIndex = focusables(form).indexOf(document.activeElement as Element)
  return {
    values: { ...values, website: text('website') } as LeadFormInput,
    focusIndex: focusIndex >= 0 ? focusIndex : undefined,
    privacyOpen: form.querySelector('details')?.open ?? false,
  }
}

/** Focuses the control at `index`, with the caret after its text where the control has one. */
export function restoreFocus(form: HTMLFormElement, index: number) {
  const element = focusables(form)[index]
  if (!(element instanceof HTMLElement)) return
  element.focus({ preventScroll: true })
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLInputElement) {
    if (element.selectionStart !== null) {
      const end = element.value.length
      element.setSelectionRange(end, end)
    } else if (element.type === 'email') {
      // No selection API on e-mail inputs: setting the value puts the caret at its end.
      const value = element.value
      element.value = ''
      element.value = value
    }
  }
}
