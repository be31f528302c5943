import { expect, test, type Page } from '@playwright/test'
import { personName, someone } from '@/lib/admin/page-changed'
import { getEditablePage } from '@/lib/content/editable-pages'
import { signUpInvited } from './accounts'
import { marker } from './database'
import { sharedAdmin } from './shared-admin'

// Nothing typed is lost without asking: two admins open the same page,
// and the second is told the first is editing it
// (their heartbeat, every 30 s, is made to pass at once with the browser's
// clock); leaving with unsaved changes asks first, in the page (a link) and
// in the browser (beforeunload); 'Descartar borrador' says what it replaces
// and shows the page's content again; on a 390 px phone the buttons stay at
// hand in a bar at the bottom and a list jumps to each part of the form. On
// the suite's server, with admins of its own, on a page no other spec edits.

test.describe.configure({ mode: 'serial' })

const pagePath = '/instalacion-electrica-edificios'
const editorPath = `/seo-dashboard/paginas${pagePath}?parte=contenido`
let gerencia: Page
let gerenciaEmail: string
let ana: Page
const anaEmail = `${marker('editor-guard-ana')}@example.com`
const { newContext } = sharedAdmin('editor-guard', (shared) => {
  gerencia = shared.admin
  gerenciaEmail = shared.email
})

test.beforeAll(async ({ browser }) => {
  // A second admin, invited as `npm run admin -- invite` would.
  ana = await (await newContext(browser)).newPage()
  await signUpInvited(ana, { email: anaEmail, password: 'clave-segura-123' })
})

const openEditor = async (page: Page) => {
  await page.goto(editorPath)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Contenido de ${pagePath}`)
}
const closingHeading = (page: Page) =>
  page.getByRole('group', { name: 'Cierre' }).getByRole('textbox', { name: 'Título', exact: true })
const builtInClosing = (getEditablePage(pagePath)!.builtIn as { closing: { heading: string } }).closing
  .heading
/** What the other admins see while the admin with this address has unsaved changes. */
const notice = (email: string) => `${someone(email)} está editando esta página y tiene cambios sin guardar.`

test('an admin sees, without being blocked, that another has unsaved changes on the page', async () => {
  // Ana's editor is open first; her clock is the test's, so its 30 s pass at once.
  await ana.clock.install()
  await openEditor(ana)
  await openEditor(gerencia)
  await expect(gerencia.getByText(notice(anaEmail))).toHaveCount(0)

  await closingHeading(gerencia).fill(`${builtInClosing} (revisado)`)
  await expect(ana.getByText(notice(gerenciaEmail))).toHaveCount(0)
  // Gerencia's change is told on a beat of hers that can reach the server after Ana's next one:
  // each of Ana's beats (30 s on her clock) asks again, as they would in real time.
  await expect(async () => {
    await ana.clock.fastForward(30_000)
    await expect(ana.getByText(notice(gerenciaEmail))).toBeVisible({ timeout: 2_000 })
  }).toPass()
  // Told, never blocked: Ana's form still takes what she types.
  await closingHeading(ana).fill('Lo que escribe Ana')
  await expect(closingHeading(ana)).toHaveValue('Lo que escribe Ana')
  // And the first change of hers is told to the other at once, on their next beat.
  await gerencia.reload()
  await expect(gerencia.getByText(notice(anaEmail))).toBeVisible()
  await expect(gerencia.getByText(notice(gerenciaEmail))).toHaveCount(0)
})

test('leaving with unsaved changes asks first, in the page and in the browser; nothing is asked once saved', async () => {
  await openEditor(gerencia)
  const typed = 'Texto sin guardar todavía'
  await closingHeading(gerencia).fill(typed)

  // A tab of the editor: the dialog says what is at stake; Escape and 'Cancelar' stay.
  const tab = gerencia
    .getByRole('navigation', { name: 'Partes del editor' })
    .getByRole('link', { name: 'SEO' })
  await tab.click()
  const leaving = gerencia.getByRole('dialog', { name: '¿Salir sin guardar?' })
  await expect(leaving).toContainText('Hay cambios sin guardar en esta página. Si sales ahora, se perderán.')
  await expect(leaving.getByRole('button', { name: 'Cancelar' })).toBeFocused()
  await gerencia.keyboard.press('Escape')
  await expect(leaving).toBeHidden()
  await gerencia.getByRole('link', { name: 'Cerrar', exact: true }).click()
  await leaving.getByRole('button', { name: 'Cancelar' }).click()
  await expect(leaving).toBeHidden()
  expect(new URL(gerencia.url()).pathname).toBe(`/seo-dashboard/paginas${pagePath}`)
  await expect(closingHeading(gerencia)).toHaveValue(typed)

  // The browser's own question on closing the tab (or a reload): dismissed, the page stays.
  const asked = new Promise<string>((resolve) =>
    gerencia.once('dialog', (dialog) => {
      resolve(dialog.type())
      void dialog.dismiss()
    }),
  )
  await gerencia.close({ runBeforeUnload: true })
  expect(await asked).toBe('beforeunload')
  await expect(closingHeading(gerencia)).toHaveValue(typed)

  // Saved, nothing is asked.
  await gerencia.getByRole('button', { name: 'Guardar borrador', exact: true }).click()
  await expect(gerencia.getByText('Borrador guardado')).toBeVisible()
  await tab.click()
  await expect(gerencia.getByRole('heading', { level: 1 })).toHaveText(`SEO de ${pagePath}`)
  await expect(leaving).toHaveCount(0)
  // Nor when nothing changed.
  await gerencia
    .getByRole('navigation', { name: 'Partes del editor' })
    .getByRole('link', { name: 'Contenido' })
    .click()
  await expect(closingHeading(gerencia)).toHaveValue(typed)
  await gerencia.getByRole('link', { name: 'Cerrar', exact: true }).click()
  await gerencia.waitForURL(/\/seo-dashboard$/)
})

test('‘Descartar borrador’ says what it replaces, and once confirmed the editor shows the page’s content', async () => {
  await openEditor(gerencia)
  await expect(gerencia.getByRole('status').filter({ hasText: 'Borrador sin publicar' })).toBeVisible()
  const discard = gerencia.getByRole('button', { name: 'Descartar borrador' })
  await discard.click()
  const question = gerencia.getByRole('dialog', { name: '¿Descartar el borrador?' })
  await expect(question).toContainText(
    /El borrador guardado el \d\d\/\d\d\/20\d\d \d\d:\d\d se descartará y el editor mostrará el contenido original del sitio\. Los cambios sin guardar se perderán\./,
  )
  await expect(question.getByRole('button', { name: 'Cancelar' })).toBeFocused()
  await gerencia.keyboard.press('Escape')
  await expect(question).toBeHidden()
  await expect(discard).toBeFocused()
  await expect(closingHeading(gerencia)).toHaveValue('Texto sin guardar todavía')

  await discard.click()
  await question.getByRole('button', { name: 'Descartar borrador' }).click()
  await expect(gerencia.getByText('Borrador descartado')).toBeVisible()
  await expect(gerencia.getByRole('status').filter({ hasText: 'Contenido original del sitio' })).toBeVisible()
  await expect(closingHeading(gerencia)).toHaveValue(builtInClosing)
  await expect(discard).toHaveCount(0)
})

test('on a 390 px phone the parts fold, a list jumps to each, and the buttons stay in a bar at the bottom', async ({
  browser,
}) => {
  const phone = await (
    await newContext(browser, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      storageState: await gerencia.context().storageState(),
    })
  ).newPage()
  await openEditor(phone)
  const form = phone.getByRole('form', { name: 'Contenido de la página' })
  const parts = form.getByRole('navigation', { name: 'Partes de la página' })
  await expect(parts).toBeVisible()
  // Folded: the hero's fields wait until it is opened.
  await expect(phone.getByRole('group', { name: 'Cabecera' })).toBeHidden()
  const height = () => phone.evaluate(() => document.documentElement.scrollHeight)
  const folded = await height()

  const sectionLink = parts.getByRole('link', { name: /^Sección 5 · / })
  await sectionLink.click()
  await expect(phone).toHaveURL(/#contenido-sections-4-parte$/)
  const section = phone.getByRole('group', { name: /^Sección 5 · / })
  await expect(section).toBeVisible()
  await expect(section).toBeInViewport()

  // Every part open, as the form was before it folded, for the record.
  await phone.evaluate(() => document.querySelectorAll('details').forEach((part) => (part.open = true)))
  const unfolded = await height()
  test.info().annotations.push({
    type: 'content editor height at 390 px',
    description: `${folded} px folded, ${unfolded} px with every part open`,
  })
  expect(folded).toBeLessThan(unfolded / 4)

  // In the middle of the form, the save and publish buttons are on screen, at its bottom.
  const box = (await form.boundingBox())!
  await phone.evaluate(
    (y) => window.scrollTo(0, y),
    box.y + (await phone.evaluate(() => window.scrollY)) + box.height / 2,
  )
  const publish = form.getByRole('button', { name: 'Publicar', exact: true })
  await expect(publish).toBeInViewport()
  await expect(form.getByRole('button', { name: 'Guardar borrador', exact: true })).toBeInViewport()
  const bar = (await publish.evaluate((button) =>
    button.parentElement!.getBoundingClientRect().toJSON(),
  )) as DOMRect
  expect(bar.bottom).toBeLessThanOrEqual(844 + 1)
  expect(bar.top).toBeGreaterThan(844 / 2)

  // At the end of the form, the bar sits under the last field, covering nothing.
  await phone.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  const lastField = (await form.locator('input:not([type="hidden"]), textarea, select').last().boundingBox())!
  const barAtEnd = (await publish.evaluate((button) =>
    button.parentElement!.getBoundingClientRect().toJSON(),
  )) as DOMRect
  expect(lastField.y + lastField.height).toBeLessThanOrEqual(barAtEnd.top)
})

test('after a save refused because Ana saved first, the next save asks before replacing her changes', async () => {
  await openEditor(gerencia)
  await openEditor(ana)
  await closingHeading(ana).fill('El cierre que guarda Ana')
  await ana.getByRole('button', { name: 'Guardar borrador', exact: true }).click()
  await expect(ana.getByText('Borrador guardado')).toBeVisible()

  await closingHeading(gerencia).fill('El cierre de gerencia')
  const save = gerencia.getByRole('button', { name: 'Guardar borrador', exact: true })
  await save.click()
  await expect(
    gerencia.getByRole('alert').filter({ hasText: `${someone(anaEmail)} guardó esta página` }),
  ).toBeVisible()
  await save.click()
  const question = gerencia.getByRole('dialog', { name: '¿Sustituir los cambios guardados?' })
  await expect(
    question.getByRole('link', { name: 'Ver sus cambios (se abre en otra pestaña)' }),
  ).toBeVisible()
  await question.getByRole('button', { name: `Sustituir los cambios de ${personName(anaEmail)}` }).click()
  await expect(gerencia.getByText('Borrador guardado')).toBeVisible()
  await ana.reload()
  await expect(closingHeading(ana)).toHaveValue('El cierre de gerencia')
})
