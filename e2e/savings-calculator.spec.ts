import { expect, test, type Page } from '@playwright/test'
import { expectAccessible } from './support'

// The savings calculator on the repository's figures (no spec publishes its page).
// The model's figures are pinned by tests/savings/estimate.test.ts; here, what a
// visitor sees, with JavaScript and without. Once, on the desktop project: the
// first test checks the phone's width and the desktop's itself.

const path = '/calcular-ahorro-placas-solares'
const result = (page: Page) => page.locator('#resultado')

test(
  'with JavaScript the estimate follows what the visitor types, and a wrong bill gets its message',
  {
    tag: '@desktop-only',
  },
  async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(path)
    // As it loads, before any result: the long list of figures too.
    await expectAccessible(page)
    const bill = page.getByLabel('Lo que pagas de luz al mes (€)')
    await bill.fill('90')
    await expect(result(page).getByRole('heading', { name: 'Tu estimación en Cieza' })).toBeVisible()
    await expect(result(page)).toContainText('Ahorrarías entre 440 y 570 € al año')
    await expect(result(page).getByRole('img', { name: /Producción de cada mes/ })).toBeVisible()
    await page.getByText('Ver los datos de cada mes').click()
    await expect(result(page).getByRole('row', { name: /^Julio/ })).toBeVisible()

    // East or west: 10-15 % less from the same panels.
    await page.getByLabel('Este u oeste').check()
    await expect(result(page)).toContainText('Producción de cada kWpentre 1.380 y 1.460 kWh al año')

    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: width < 800 ? 844 : 900 })
      await expectAccessible(page)
    }

    await bill.fill('-90')
    await bill.blur()
    await expect(
      page.getByText('Escribe lo que pagas al mes sin signo menos: no puede ser negativo'),
    ).toBeVisible()
    await expect(bill).toHaveAttribute('aria-invalid', 'true')
    await expect(result(page).getByRole('heading')).toHaveCount(0)
  },
)

test(
  'without JavaScript the form posts and the page comes back with the estimate or the messages',
  {
    tag: '@desktop-only',
  },
  async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(path)
    await page.getByLabel('Lo que pagas de luz al mes (€)').fill('noventa')
    await page.getByLabel('Superficie útil del tejado (m²)').fill('0')
    await page.getByRole('button', { name: 'Calcular mi ahorro' }).click()
    await expect(page.getByText('Escribe lo que pagas al mes solo con cifras, por ejemplo 90')).toBeVisible()
    await expect(page.getByText('La superficie debe ser mayor que 0 m² (o déjala en blanco)')).toBeVisible()
    await expect(result(page).getByRole('heading')).toHaveCount(0)

    await page.getByLabel('Lo que pagas de luz al mes (€)').fill('90')
    await page.getByLabel('Superficie útil del tejado (m²)').fill('')
    await page.getByLabel('Quiero una batería').check()
    await page.getByRole('button', { name: 'Calcular mi ahorro' }).click()
    await expect(result(page).getByRole('heading', { name: 'Tu estimación en Cieza' })).toBeVisible()
    await expect(result(page)).toContainText('Batería propuesta5 kWh')
    await expect(result(page).getByRole('img', { name: /Producción de cada mes/ })).toBeVisible()
    await expect(page.getByLabel('Lo que pagas de luz al mes (€)')).toHaveValue('90')
    await context.close()
  },
)
