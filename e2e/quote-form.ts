import { expect, type Page } from '@playwright/test'

// The quote form as a visitor fills it, shared by the specs that send it.

export const quoteSuccess = 'Mensaje enviado correctamente. Nos pondremos en contacto contigo pronto.'

/**
 * Types each value into the control of that name (`email`, `nombre`, `ciudad`…) and ticks the
 * privacy box, and the communications one if asked; returns the form.
 */
export async function fillQuoteForm(
  page: Page,
  values: Record<string, string>,
  { communications = false } = {},
) {
  const form = page.getByRole('form', { name: 'Formulario de solicitud de presupuesto' })
  for (const [name, value] of Object.entries(values)) await form.locator(`[name="${name}"]`).fill(value)
  await form.getByRole('checkbox', { name: /política de privacidad/ }).check()
  if (communications) await form.getByRole('checkbox', { name: /comunicaciones comerciales/ }).check()
  return form
}

/** Fills the form, sends it and waits for the success message; returns the form. */
export async function sendQuoteForm(page: Page, values: Record<string, string>, options = {}) {
  const form = await fillQuoteForm(page, values, options)
  await form.getByRole('button', { name: 'Enviar solicitud' }).click()
  await expect(page.getByText(quoteSuccess)).toBeVisible({ timeout: 15_000 })
  return form
}

/**
 * A visitor's way from `landing` (a page's address, with its campaign's query if any) to the quote
 * form, through the page's first 'Solicitar presupuesto' link in its main content; then sends it.
 */
export async function sendQuoteFormFrom(
  page: Page,
  landing: string,
  values: Record<string, string>,
  options = {},
) {
  await page.goto(landing)
  await page.getByRole('main').getByRole('link', { name: 'Solicitar presupuesto' }).first().click()
  await page.waitForURL(/\/solicitar-presupuesto$/)
  return sendQuoteForm(page, values, options)
}
