import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { marker, needsDatabase, sql, withLeadTrigger } from './database'
import { fillQuoteForm, quoteSuccess as success, sendQuoteForm } from './quote-form'

const failure = 'Error al enviar el mensaje. Por favor, inténtalo de nuevo.'

/** The stored rows of an e-mail address, every column. */
const leadsByEmail = (page: Page, email: string) =>
  sql<Record<string, unknown>>(page.request, 'select * from leads where email = $1', [email])

test.describe('the quote form', needsDatabase, () => {
  test('on the home page: a valid request is stored once, the visitor sees success and an empty form', async ({
    page,
  }) => {
    const email = `${marker('home')}@example.com`
    await page.goto('/#contacto')
    const form = await sendQuoteForm(
      page,
      {
        email,
        nombre: 'María José Núñez',
        empresa: 'Frutas Núñez S.L.',
        ciudad: 'Cieza',
        telefono: '+34 611 222 333',
        mensaje: 'Quiero placas solares para la nave. ¿Cuándo podéis venir?',
      },
      { communications: true },
    )
    await expect(form.getByLabel('Email')).toHaveValue('')
    await expect(form.getByLabel('Mensaje')).toHaveValue('')
    await expect(form.getByRole('checkbox', { name: /política de privacidad/ })).not.toBeChecked()
    await expect
      .poll(() => leadsByEmail(page, email))
      .toEqual([
        expect.objectContaining({
          email,
          name: 'María José Núñez',
          company: 'Frutas Núñez S.L.',
          city: 'Cieza',
          phone: '+34 611 222 333',
          message: 'Quiero placas solares para la nave. ¿Cuándo podéis venir?',
          privacy_accepted: true,
          communication_consent: true,
        }),
      ])
  })

  test('on /solicitar-presupuesto: the button leads to the form, and empty optional fields are stored as null', async ({
    page,
  }) => {
    const email = `${marker('quote')}@example.com`
    await page.goto('/solicitar-presupuesto')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Solicita tu Presupuesto')
    await page.getByRole('link', { name: 'Ir al formulario' }).click()
    await expect(page.locator('#formulario')).toBeInViewport()
    const form = await sendQuoteForm(page, {
      email,
      nombre: 'Pedro',
      ciudad: 'Murcia',
      mensaje: 'Revisión del cuadro eléctrico',
    })
    await expect(form.getByLabel('Nombre')).toHaveValue('')
    const [lead] = await leadsByEmail(page, email)
    expect(lead).toMatchObject({ company: null, phone: null, communication_consent: false })
  })

  test('an invalid form shows the first rule message as a toast and each field its own error', async ({
    page,
  }) => {
    await page.goto('/solicitar-presupuesto')
    const form = page.getByRole('form', { name: 'Formulario de solicitud de presupuesto' })
    await form.getByLabel('Email').fill('no-es-un-email')
    await form.getByRole('button', { name: 'Enviar solicitud' }).click()
    await expect(page.getByText('Email inválido').first()).toBeVisible()
    const email = form.getByLabel('Email')
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveAccessibleDescription('Email inválido')
    await expect(form.getByLabel('Nombre')).toHaveAccessibleDescription('El nombre es obligatorio')
    await expect(form.getByRole('checkbox', { name: /política de privacidad/ })).toHaveAccessibleDescription(
      'Debes aceptar la política de privacidad',
    )
    await expect(email).toHaveValue('no-es-un-email')
  })

  test('while sending, the button reads Enviando... and is disabled; a double submit stores one lead', async ({
    page,
  }) => {
    const city = marker('lento')
    const email = `${city}@example.com`
    // Slow down this test's insert only, so the busy state can be seen.
    const slow = { name: 'e2e_slow', cityPrefix: 'lento', statement: 'perform pg_sleep(1.5)' }
    await withLeadTrigger(page.request, slow, async () => {
      await page.goto('/solicitar-presupuesto')
      const form = await fillQuoteForm(page, { email, nombre: 'Lucía', ciudad: city, mensaje: 'Hola' })
      const submit = form.getByRole('button', { name: 'Enviar solicitud' })
      await submit.click()
      const busy = form.getByRole('button', { name: 'Enviando...' })
      await expect(busy).toBeDisabled()
      await form.evaluate((element: HTMLFormElement) => element.requestSubmit())
      await expect(page.getByText(success)).toBeVisible({ timeout: 15_000 })
      expect(await leadsByEmail(page, email)).toHaveLength(1)
    })
  })

  test('when the database fails, the visitor sees the error and keeps every value', async ({ page }) => {
    const city = marker('fallo')
    const email = `${city}@example.com`
    const failing = {
      name: 'e2e_fail',
      cityPrefix: 'fallo',
      statement: "raise exception 'base de datos caída (prueba)'",
    }
    await withLeadTrigger(page.request, failing, async () => {
      await page.goto('/')
      const form = await fillQuoteForm(page, {
        email,
        nombre: 'Antonio',
        empresa: 'Bar Antonio',
        ciudad: city,
        telefono: '600111222',
        mensaje: 'Instalación para el bar',
      })
      await form.getByRole('button', { name: 'Enviar solicitud' }).click()
      await expect(page.getByText(failure)).toBeVisible({ timeout: 15_000 })
      await expect(form.getByLabel('Email')).toHaveValue(email)
      await expect(form.getByLabel('Nombre')).toHaveValue('Antonio')
      await expect(form.getByLabel('Empresa')).toHaveValue('Bar Antonio')
      await expect(form.getByLabel('Ciudad')).toHaveValue(city)
      await expect(form.getByLabel('Teléfono')).toHaveValue('600111222')
      await expect(form.getByLabel('Mensaje')).toHaveValue('Instalación para el bar')
      await expect(form.getByRole('checkbox', { name: /política de privacidad/ })).toBeChecked()
      expect(await leadsByEmail(page, email)).toEqual([])
    })
  })

  test('each accepted lead is notified: with no e-mail server, its notification is recorded as written to the log', async ({
    page,
  }) => {
    const email = `${marker('aviso')}@example.com`
    await page.goto('/solicitar-presupuesto')
    await sendQuoteForm(page, { email, nombre: 'Rosa', ciudad: 'Abarán', mensaje: 'Placas para mi casa' })
    await expect
      .poll(async () =>
        (
          await sql<{ status: string }>(
            page.request,
            'select n.status from lead_notifications n join leads l on l.id = n.lead_id where l.email = $1',
            [email],
          )
        ).map((row) => row.status),
      )
      .toEqual(['logged'])
  })
})

// Requests to the server alone: the viewport plays no part.
test.describe('a request that skips the browser', { tag: [needsDatabase.tag, '@desktop-only'] }, () => {
  /** Calls the form's server action directly over HTTP, as a script would. */
  async function postToAction(request: APIRequestContext, values: unknown) {
    const { readFileSync } = await import('node:fs')
    const manifest = JSON.parse(readFileSync('.next-e2e/server/server-reference-manifest.json', 'utf8')) as {
      node: Record<string, { exportedName: string }>
    }
    const actionId = Object.entries(manifest.node).find(
      ([, entry]) => entry.exportedName === 'submitLeadAction',
    )![0]
    const response = await request.post('/solicitar-presupuesto', {
      headers: {
        'Next-Action': actionId,
        'Content-Type': 'text/plain;charset=UTF-8',
        Accept: 'text/x-component',
      },
      data: JSON.stringify([values]),
    })
    return { status: response.status(), body: await response.text() }
  }

  test('gets the same Spanish messages and stores nothing when invalid', async ({ request }) => {
    const city = marker('directo')
    const answer = await postToAction(request, {
      nombre: 'x'.repeat(10_000),
      ciudad: city,
      mensaje: 42,
      extra: 'campo',
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toContain('"message":"Email inválido"')
    expect(answer.body).toContain('"nombre":"Nombre demasiado largo"')
    expect(answer.body).toContain('"mensaje":"El mensaje es obligatorio"')
    expect(answer.body).not.toContain('xxxxxxxxxx') // the input is never echoed back
    expect(await sql(request, 'select id from leads where city = $1', [city])).toEqual([])
  })

  test('stores hostile text as plain data, never as markup', async ({ request }) => {
    const email = `${marker('hostil')}@example.com`
    const hostile = '<img src=x onerror=alert(1)><script>alert(1)</script>'
    const answer = await postToAction(request, {
      email,
      nombre: 'Juan \u202egnp.exe\u202c',
      ciudad: 'Cieza',
      mensaje: `=HYPERLINK("http://x")\n${hostile} fin`,
      aceptaPrivacidad: true,
      website: '',
    })
    expect(answer.body).toContain('"ok":true')
    // Markup stays text, and the direction-reversing characters are gone.
    expect(await sql(request, 'select name, message from leads where email = $1', [email])).toEqual([
      { name: 'Juan gnp.exe', message: `=HYPERLINK("http://x")\n${hostile} fin` },
    ])
  })

  test('refuses a control character with the field’s message and stores nothing', async ({ request }) => {
    const email = `${marker('control')}@example.com`
    const answer = await postToAction(request, {
      email,
      nombre: 'Ana',
      ciudad: 'Cieza',
      mensaje: 'Hola\u0000 fin',
      aceptaPrivacidad: true,
      website: '',
    })
    expect(answer.body).toContain('"mensaje":"El mensaje contiene caracteres no permitidos"')
    expect(await sql(request, 'select id from leads where email = $1', [email])).toEqual([])
  })
})

test('without JavaScript the form cannot send data into the address bar: its button waits and the contact details show', async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: test.info().project.use.baseURL,
  })
  const page = await context.newPage()
  await page.goto('/solicitar-presupuesto')
  const form = page.getByRole('form', { name: 'Formulario de solicitud de presupuesto' })
  await expect(form).toHaveAttribute('method', 'post')
  await expect(form.getByRole('button', { name: 'Enviar solicitud' })).toBeDisabled()
  // (Playwright's no-JavaScript mode still parses <noscript> as text, so its message is checked in the HTML.)
  expect(await (await page.request.get('/solicitar-presupuesto')).text()).toMatch(
    /<noscript><p[^>]*>Para enviar el formulario hace falta JavaScript/,
  )
  await form.getByLabel('Email').fill('ana@example.com')
  await form.getByLabel('Email').press('Enter')
  await expect(page).toHaveURL(/\/solicitar-presupuesto$/)
  await context.close()
})
