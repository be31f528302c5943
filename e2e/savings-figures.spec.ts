import { expect, test, type Browser, type Page } from '@playwright/test'
import { sql } from './database'
import { sharedAdmin } from './shared-admin'

// The calculator's figures are the calculator page's content: staff change the
// energy price in 'Datos del cálculo' and publish, and the next estimate
// changes; a visitor who calculated before the publish and then asks for a
// quote is shown the new estimate before the request goes. An aid whose end
// date passes stops being counted on the page with nobody publishing: the
// scheduler's next run redraws it. This spec changes a public page, so it runs
// in the 'publishing' project; it puts the energy price back as it found it.

test.describe.configure({ mode: 'serial' })

const path = '/calcular-ahorro-placas-solares'
let admin: Page
let baseUrl = ''
const { visit } = sharedAdmin('savings-figures', (shared) => ({ admin, baseUrl } = shared))

const bill = (page: Page) => page.getByLabel('Lo que pagas de luz al mes (€)')
const saving = (page: Page) => page.locator('#resultado').getByText(/^Ahorrarías /)
const energyPrice = () => admin.getByRole('group', { name: /^Precio de la energía/ })

async function publishEnergyPrice(from: string, to: string) {
  await admin.goto(`/seo-dashboard/paginas${path}?parte=contenido`)
  await energyPrice()
    .getByRole('textbox', { name: /^Desde/ })
    .fill(from)
  await energyPrice()
    .getByRole('textbox', { name: /^Hasta/ })
    .fill(to)
  await admin.getByRole('button', { name: 'Publicar', exact: true }).click()
  await expect(admin.getByText('Página publicada')).toBeVisible()
}

/** A visitor's estimate for a bill of 90 € a month in Cieza, with the quote form opened and filled in. */
async function calculateAndFill(browser: Browser, name: string) {
  const page = await visit(browser, path)
  await bill(page).fill('90')
  await expect(saving(page)).toBeVisible()
  await page.getByText('Pedir presupuesto con este cálculo').click()
  const form = page.getByRole('form', { name: 'Formulario de solicitud de presupuesto' }).first()
  await form.getByLabel(/^Email/).fill('visitante@example.com')
  await form.getByLabel(/^Nombre/).fill(name)
  await form.getByLabel(/^Ciudad/).fill('Cieza')
  await form.getByLabel(/^Mensaje/).fill('Quiero el presupuesto de mi cálculo')
  await form.getByRole('checkbox', { name: /política de privacidad/ }).check()
  return { page, form }
}

test('a published energy price changes the next estimate, and a request made with the old one shows the new one first', async ({
  browser,
}) => {
  const before = await calculateAndFill(browser, 'Calculó antes')
  const oldSaving = await saving(before.page).textContent()

  await publishEnergyPrice('0,25', '0,3')
  try {
    await before.form.getByRole('button', { name: 'Enviar solicitud' }).click()
    const updated = before.form.getByRole('group', {
      name: 'Tu cálculo de ahorro actualizado, que irá con esta solicitud',
    })
    await expect(updated).toContainText('Ahorro al año')
    await expect(before.page.getByText(/el resultado ha cambiado/)).toBeVisible()
    await before.form.getByRole('button', { name: 'Enviar solicitud' }).click()
    await expect(before.page.getByText('Mensaje enviado correctamente.', { exact: false })).toBeVisible()

    const after = await visit(browser, path)
    await bill(after).fill('90')
    await expect(saving(after)).not.toHaveText(oldSaving!)
    // Without JavaScript too: the server's answer to the posted form uses the published figures.
    const plain = await (await browser.newContext({ baseURL: baseUrl, javaScriptEnabled: false })).newPage()
    await plain.goto(path)
    await bill(plain).fill('90')
    await plain.getByRole('button', { name: 'Calcular mi ahorro' }).click()
    await expect(saving(plain)).toHaveText((await saving(after).textContent())!)
    await plain.context().close()
  } finally {
    await publishEnergyPrice('0,14', '0,18')
  }
})

test('an aid whose end date passes is no longer counted, the scheduler redrawing the page with nobody publishing', async () => {
  const murcia = 'Deducción autonómica de la Región de Murcia'
  /** The page's text about aids, as served: the counted ones, then the ended ones. */
  const aidsText = async () => {
    const html = await (await fetch(`${baseUrl}${path}`)).text()
    const block = html.slice(html.indexOf('id="ayudas-contadas"'))
    return block.slice(0, block.indexOf('</div>')).replace(/<[^>]*>/g, '')
  }
  const counted = async () => /Ayudas que contamos a [^:]+:([^.]*)\./.exec(await aidsText())?.[1] ?? ''
  expect(await counted()).toContain(murcia)

  // The day passes: the published figures now say the deduction ended yesterday (written
  // straight to the database, as time would make it true, with no publish to redraw the page).
  const yesterday = new Date(Date.now() - 86_400_000)
    .toLocaleDateString('sv-SE', { timeZone: 'Europe/Madrid' })
    .split('-')
    .reverse()
    .join('/')
  await sql(
    admin.request,
    `update public.page_content
        set content = jsonb_set(content, '{figures,aids}', (
          select jsonb_agg(case when aid ->> 'name' = $2 then aid || jsonb_build_object('endsOn', $3::text) else aid end
                           order by position)
            from jsonb_array_elements(content #> '{figures,aids}') with ordinality as a(aid, position)))
      where path = $1`,
    [path, murcia, yesterday],
  )
  await sql(admin.request, `delete from private.page_regenerations`)
  expect(await counted()).toContain(murcia)

  // The scheduler's first run of the next day (a server looks once a day: its own loop has looked today).
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString()
  const run = await admin.request.post('/api/e2e/scheduler', { data: { asOf: tomorrow } })
  expect(run.ok()).toBe(true)
  expect(await counted()).not.toContain(murcia)
  expect(await aidsText()).toContain(`${murcia} (terminó el ${yesterday})`)
})
