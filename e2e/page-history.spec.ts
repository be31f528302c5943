import { expect, test, type Locator, type Page } from '@playwright/test'
import { sharedAdmin } from './shared-admin'

// A history staff can read, and a check before publishing: two drafts and a
// publish show as two 'Borrador' rows and a 'Publicación' row marked 'En la
// web', each with who, when and how many fields it changed; a draft compared
// with the one before it marks the word that changed. 'Revisar cambios' lists
// a button to a missing page, linked to its field, and 'Publicar' is refused
// with its message, publishing nothing. On the suite's server, with an admin of
// its own, on a page no other spec edits.

test.describe.configure({ mode: 'serial' })

const pagePath = '/instalacion-electrica-industrial'
const missing = 'Esta página no existe en el sitio: /pagina-que-no-existe'
let baseUrl: string
let admin: Page
let email: string
sharedAdmin('page-history', (shared) => ({ baseUrl, admin, email } = shared))

const html = async () => (await fetch(`${baseUrl}${pagePath}`)).text()
const history = () => admin.getByRole('region', { name: 'Historial' })
/** The history's rows, newest first (not its header). */
const historyRows = () =>
  history().getByRole('table', { name: 'Versiones, de la más reciente a la más antigua' }).locator('tbody tr')
const firstParagraph = () =>
  admin
    .getByRole('group', { name: /^Sección 1 · / })
    .getByRole('group', { name: /^Párrafos/ })
    .getByRole('textbox', { name: 'Párrafo 1' })

async function openContentEditor() {
  await admin.goto(`/seo-dashboard/paginas${pagePath}?parte=contenido`)
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText(`Contenido de ${pagePath}`)
}

async function press(button: string, toast: string) {
  await admin.getByRole('button', { name: button, exact: true }).click()
  await expect(admin.getByText(toast)).toBeVisible()
}

async function replace(field: Locator, text: string) {
  await field.fill(text)
  await expect(field).toHaveValue(text)
}

test('two drafts and a publish read as such, with who, when and how many fields; a draft compared with the one before it marks the changed word', async () => {
  await openContentEditor()
  await replace(firstParagraph(), 'Las ayudas cambian cada año en Murcia.')
  await press('Guardar borrador', 'Borrador guardado')
  await replace(firstParagraph(), 'Las ayudas cambian cada año en Cieza.')
  await press('Guardar borrador', 'Borrador guardado')
  await press('Publicar', 'Página publicada')

  const rows = historyRows()
  await expect(rows).toHaveCount(3)
  const when = /\d\d\/\d\d\/20\d\d \d\d:\d\d/
  for (const row of [rows.nth(0), rows.nth(1), rows.nth(2)]) {
    await expect(row).toContainText('Contenido')
    await expect(row).toContainText(email)
    await expect(row).toContainText(when)
  }
  await expect(rows.nth(0).getByRole('rowheader')).toHaveText('Publicación En la web')
  // The publish against what the site showed before it; each draft against the save before it.
  await expect(rows.nth(0)).toContainText('1 campo cambiado')
  await expect(rows.nth(1).getByRole('rowheader')).toHaveText('Borrador')
  await expect(rows.nth(1)).toContainText('1 campo cambiado')
  await expect(rows.nth(2).getByRole('rowheader')).toHaveText('Borrador')
  await expect(rows.nth(2)).toContainText('1 campo cambiado')
  await expect(history().getByText('En la web', { exact: true })).toHaveCount(1)

  await rows.nth(1).getByRole('link', { name: 'Comparar con la anterior' }).click()
  await expect(history().getByRole('heading', { name: /frente a la anterior$/ })).toBeVisible()
  const change = history()
    .getByRole('table', { name: 'Cambios de Contenido' })
    .getByRole('row', { name: /^Sección 1 › Párrafos › párrafo 1/ })
  await expect(change.locator('del')).toHaveText('Murcia')
  await expect(change.locator('ins')).toHaveText('Cieza')
  await expect(change.getByRole('cell').first()).toHaveText('Las ayudas cambian cada año en Murcia.')
  await expect(change.getByRole('cell').last()).toHaveText('Las ayudas cambian cada año en Cieza.')

  // The first draft against the live page: the way back to it.
  await rows.nth(2).getByRole('link', { name: 'Comparar con la web' }).click()
  await expect(history().getByRole('heading', { name: /frente a la web$/ })).toBeVisible()
  await expect(change.locator('del')).toHaveText('Cieza')
  await expect(change.locator('ins')).toHaveText('Murcia')
})

test('‘Revisar cambios’ lists a button to a missing page, linked to its field, and ‘Publicar’ is refused with its message', async () => {
  await openContentEditor()
  const closing = admin.getByRole('group', { name: 'Cierre' })
  const link = closing.getByRole('textbox', { name: 'Enlace' })
  await closing.getByRole('combobox', { name: 'Qué hace el botón' }).selectOption('page')
  await replace(link, '/pagina-que-no-existe')

  await admin.getByRole('button', { name: 'Revisar cambios' }).click()
  const review = admin.getByRole('region', { name: 'Revisar cambios' })
  await expect(review.getByText('No se puede publicar: hay enlaces a páginas que no existen.')).toBeVisible()
  await expect(review.getByRole('listitem').filter({ hasText: missing })).toBeVisible()
  const changed = review
    .getByRole('table', { name: 'Cambios del contenido frente a la web' })
    .getByRole('row', { name: /^Cierre › Botón › Enlace/ })
  await expect(changed.getByRole('cell').last()).toHaveText('/pagina-que-no-existe')
  await expect(changed.locator('ins').first()).toBeVisible()
  // What was typed is still there, and the message's link takes staff to the field.
  await expect(link).toHaveValue('/pagina-que-no-existe')
  await review.getByRole('link', { name: 'Cierre › Botón › Enlace' }).click()
  await expect(link).toBeFocused()

  await admin.getByRole('button', { name: 'Publicar', exact: true }).click()
  await expect(closing.getByText(missing)).toBeVisible()
  await expect(link).toHaveValue('/pagina-que-no-existe')
  // Nothing published, nothing saved: the history is as it was.
  expect(await html()).not.toContain('/pagina-que-no-existe')
  await openContentEditor()
  await expect(historyRows()).toHaveCount(3)
  await expect(historyRows().first().getByRole('rowheader')).toHaveText('Publicación En la web')
})
