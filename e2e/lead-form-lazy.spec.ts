import { expect, test, type Page } from '@playwright/test'
import { marker, needsDatabase, sql } from './database'
import { markersIn, watchScripts } from './scripts'

// The quote form's code (react-hook-form, the zod schema, the toasts) is
// loaded on demand by its light shell (components/lead-form/lead-form-loader.tsx):
// not with the page, but on the visitor's first intent.

const formName = 'Formulario de solicitud de presupuesto'
const success = 'Mensaje enviado correctamente. Nos pondremos en contacto contigo pronto.'

/**
 * Strings found only in the full form's chunks: the server action's name
 * (lead-form.tsx), zod's `jitless` setting (lib/validations/lead.ts and zod),
 * sonner's toaster. (The field list's messages ship with the shell.)
 */
const formCode = ['submitLeadAction', 'jitless', 'data-sonner-toaster']

/** The markers of `formCode` found in the scripts received so far, and when the last of them arrived. */
function watchFormScripts(page: Page) {
  const received = watchScripts(page)
  return async () => {
    const scripts = await received()
    const arrivals = scripts.filter((script) => formCode.some((text) => script.body.includes(text)))
    return {
      found: markersIn(scripts, formCode),
      lastArrival: Math.max(0, ...arrivals.map((script) => script.at)),
    }
  }
}

/** Opens `path`, lets the network settle, and checks that none of the form's code came with the page. */
async function openWithoutFormCode(page: Page, path: string) {
  const formScripts = watchFormScripts(page)
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  expect((await formScripts()).found).toEqual([])
  return { formScripts, form: page.getByRole('form', { name: formName }) }
}

/** From now on, every chunk the page requests waits `ms` before it is fetched (or fails, with `abort`). */
async function holdChunks(page: Page, { ms = 0, abort = false }: { ms?: number; abort?: boolean }) {
  await page.route('**/_next/static/chunks/**', async (route) => {
    if (ms) await new Promise((resolve) => setTimeout(resolve, ms))
    if (abort) await route.abort('internetdisconnected')
    else await route.continue()
  })
}

test(
  'the form code is not loaded with the home page; focusing the e-mail field loads it, and nothing typed meanwhile is lost',
  needsDatabase,
  async ({ page }) => {
    const { formScripts, form } = await openWithoutFormCode(page, '/')
    const submit = form.getByRole('button', { name: 'Enviar solicitud' })
    const email = form.getByLabel('Email')
    await expect(submit).toBeDisabled()

    // The chunks take three seconds to come: the visitor types right after the first focus, before they
    // arrive (typing itself can take a second on a loaded machine).
    await holdChunks(page, { ms: 3000 })
    const address = `${marker('rapido')}@example.com`
    const [typedFirst, typedLater] = [address.slice(0, 8), address.slice(8)]
    await email.click()
    await page.keyboard.type(typedFirst)
    const typedAt = Date.now()
    await expect(email).toHaveValue(typedFirst)
    await expect(submit).toBeDisabled() // still the shell

    // The full form takes over: same value, still focused, the caret at the end.
    await expect(submit).toBeEnabled({ timeout: 15_000 })
    const loaded = await formScripts()
    expect(loaded.found).toEqual(formCode)
    expect(loaded.lastArrival).toBeGreaterThan(typedAt)
    await expect(email).toHaveValue(typedFirst)
    await expect(email).toBeFocused()
    await page.keyboard.type(typedLater)
    await expect(email).toHaveValue(address)

    // And it submits as before.
    await form.getByLabel('Nombre').fill('Rápido')
    await form.getByLabel('Ciudad').fill('Cieza')
    await form.getByLabel('Mensaje').fill('Escrito antes de que llegara el formulario')
    await form.getByRole('checkbox', { name: /política de privacidad/ }).check()
    await submit.click()
    await expect(page.getByText(success)).toBeVisible({ timeout: 15_000 })
    await expect(email).toHaveValue('')
    await expect
      .poll(() => sql(page.request, 'select name, city from leads where email = $1', [address]))
      .toEqual([{ name: 'Rápido', city: 'Cieza' }])
  },
)

test('on /solicitar-presupuesto the form is near the screen, yet its code waits for the visitor', async ({
  page,
}) => {
  const { formScripts, form } = await openWithoutFormCode(page, '/solicitar-presupuesto')
  await form.getByLabel('Nombre').click()
  await expect(form.getByRole('button', { name: 'Enviar solicitud' })).toBeEnabled({ timeout: 15_000 })
  await expect(form.getByLabel('Nombre')).toBeFocused()
  expect((await formScripts()).found).toEqual(formCode)
})

test('scrolling down the home page loads the form code before the form reaches the screen', async ({
  page,
}) => {
  const { formScripts, form } = await openWithoutFormCode(page, '/')
  const formTop = await form.evaluate((element) => element.getBoundingClientRect().top + window.scrollY)
  const screenHeight = page.viewportSize()!.height
  // The form's top 200 px below the bottom of the screen.
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), formTop - screenHeight - 200)
  await expect(form.getByRole('button', { name: 'Enviar solicitud' })).toBeEnabled({ timeout: 15_000 })
  await expect(form).not.toBeInViewport()
  expect((await formScripts()).found).toEqual(formCode)
})

test('when the form code cannot be loaded, the shell keeps what was typed and shows the e-mail and phone', async ({
  page,
}) => {
  await page.goto('/solicitar-presupuesto')
  await page.waitForLoadState('networkidle')
  await holdChunks(page, { abort: true })
  const form = page.getByRole('form', { name: formName })
  await form.getByLabel('Email').click()
  await page.keyboard.type('ana@example.com')
  await expect(form.getByRole('status')).toHaveText(
    /^No se ha podido cargar el formulario; revisa tu conexión\. También puedes escribirnos a \S+@\S+ o llamarnos al [\d ]+\.$/,
  )
  await expect(form.getByLabel('Email')).toHaveValue('ana@example.com')
  await expect(form.getByRole('button', { name: 'Enviar solicitud' })).toBeDisabled()

  // Back online, the next intent loads it.
  await page.unroute('**/_next/static/chunks/**')
  await form.getByLabel('Nombre').click()
  await expect(form.getByRole('button', { name: 'Enviar solicitud' })).toBeEnabled({ timeout: 15_000 })
  await expect(form.getByRole('status')).toHaveCount(0)
  await expect(form.getByLabel('Email')).toHaveValue('ana@example.com')
  await expect(form.getByLabel('Nombre')).toBeFocused()
})
