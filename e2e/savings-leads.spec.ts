import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { marker } from './database'
import { sharedAdmin } from './shared-admin'
import { expectAccessible } from './support'

// A quote request sent from the savings calculator's result carries the
// estimate: the visitor sees on the form that it goes with the request, and
// staff find the request marked in the inbox, its lines on its page and in the
// CSV. The server's rules (working it out again, a changed result, bad input)
// are tested in tests/leads/submit-lead-estimate.test.ts; a changed result
// after staff publish new figures, in savings-figures.spec.ts.

const mark = marker('calculo')
const name = `Cliente ${mark}`
let admin: Page
const { visit } = sharedAdmin('savings-leads', (shared) => ({ admin } = shared))

test('a quote request from the calculator carries the estimate to the inbox, the lead’s page and the CSV', async ({
  browser,
}) => {
  const page = await visit(browser, '/calcular-ahorro-placas-solares')
  await page.getByLabel('Lo que pagas de luz al mes (€)').fill('90')
  const result = page.locator('#resultado')
  await expect(result.getByRole('heading', { name: 'Tu estimación en Cieza' })).toBeVisible()
  await result.getByText('Pedir presupuesto con este cálculo').click()
  const form = result.getByRole('form', { name: 'Formulario de solicitud de presupuesto' })
  await expect(
    form.getByRole('group', { name: 'Tu cálculo de ahorro irá con esta solicitud' }),
  ).toContainText(
    /^Tu cálculo de ahorro irá con esta solicitudCieza: ahorro de entre [\d.]+ y [\d.]+ € al año/,
  )
  for (const [width, height] of [
    [390, 844],
    [1366, 900],
  ] as const) {
    await page.setViewportSize({ width, height })
    await expectAccessible(page)
  }
  await form.getByLabel(/^Email/).fill(`${mark}@example.com`)
  await form.getByLabel(/^Nombre/).fill(name)
  await form.getByLabel(/^Ciudad/).fill('Cieza')
  await form.getByLabel(/^Mensaje/).fill('Quiero placas con batería más adelante')
  await form.getByRole('checkbox', { name: /política de privacidad/ }).check()
  await form.getByRole('button', { name: 'Enviar solicitud' }).click()
  await expect(
    page.getByText('Mensaje enviado correctamente. Nos pondremos en contacto contigo pronto.'),
  ).toBeVisible()

  await admin.goto(`/seo-dashboard/solicitudes?q=${mark}`)
  const lead = admin.getByRole('table').getByRole('rowheader', { name: new RegExp(`^${name}`) })
  await expect(lead).toContainText('Cálculo de ahorro')

  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('link', { name: 'Exportar CSV' }).click(),
  ])
  const csv = readFileSync((await download.path())!, 'utf8')
  const header = csv.slice(1, csv.indexOf('\r\n')).split(';')
  expect(header.indexOf('Cálculo de ahorro')).toBe(header.indexOf('Acepta comunicaciones comerciales') + 1)
  expect(csv).toMatch(
    new RegExp(
      `${name};;Cieza;;Quiero placas con batería más adelante;Sí;No;"Localidad: Cieza \\(Región de Murcia\\)\\nFactura de luz al mes: 90 €\\n[^"]*Ahorro al año: entre [^"]*Datos del cálculo: [^"]*";Nueva;`,
    ),
  )

  await lead.getByRole('link', { name }).click()
  const estimate = admin.getByText('Cálculo de ahorro', { exact: true }).locator('..')
  await expect(estimate.getByText('Ahorro al año', { exact: true })).toBeVisible()
  await expect(estimate).toContainText('Factura de luz al mes90 €')
})
