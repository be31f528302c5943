import { expect, test, type Page } from '@playwright/test'
import { marker, needsDatabase, sql } from './database'
import { sharedAdmin } from './shared-admin'

// The admin speaks plain Spanish to office staff: each admin page is read as a person and a
// screen reader meet it (the visible text, aria-labels, placeholders, titles) and must hold no
// English word of the list below and no name out of the code. The browser runs in English
// (en-US), to prove the day and file fields do not follow the browser's language.

const english = [
  'Email',
  'e-mail',
  'Notifications',
  'Choose',
  'File',
  'Files',
  'Submit',
  'Save',
  'Cancel',
  'Delete',
  'Edit',
  'Search',
  'Loading',
  'Upload',
  'Download',
  'Preview',
  'Settings',
  'Dashboard',
  'Draft',
  'Robots',
  'Canonical',
  'Keywords',
  'Schema',
  'WebPage',
  'Service',
  'Article',
  'Electrician',
  'LocalBusiness',
  'FAQPage',
  'noindex',
  'nofollow',
  'slug',
]
const codeStyle: [string, RegExp][] = [
  ['an English word', new RegExp(`\\b(${english.join('|')})\\b`, 'i')],
  ['snake_case', /\b[a-z]+_[a-z0-9_]+\b/],
  // Two small letters at least before a capital: a unit such as kWh is no code name.
  ['camelCase', /\b[a-z]{2,}[A-Z][A-Za-z]*\b/],
  ['utm_', /utm_/i],
  ['index,follow', /\b(no)?index\s*,\s*(no)?follow\b/i],
  ['og:', /\bog:/],
  ['mm/dd/yyyy', /mm\/dd\/yyyy/i],
]

const guide = 'ayudas-placas-solares'
let admin: Page
const { newContext } = sharedAdmin('admin-words', (shared) => ({ admin } = shared))

/** Every text a person or a screen reader meets on the page, one per line. */
const textsOf = (page: Page) =>
  page.evaluate(() => {
    const attributes = ['aria-label', 'placeholder', 'title', 'alt']
    const attributeTexts = attributes.flatMap((name) =>
      Array.from(document.body.querySelectorAll(`[${name}]`), (element) => element.getAttribute(name) ?? ''),
    )
    const options = Array.from(document.querySelectorAll('option'), (option) => option.text)
    return [...document.body.innerText.split('\n'), ...attributeTexts, ...options].filter((text) =>
      text.trim(),
    )
  })

test(
  'every admin page reads in plain Spanish, with Spanish day and file fields in an English browser',
  {
    tag: [needsDatabase.tag, '@desktop-only'],
  },
  async ({ browser }) => {
    const [lead] = await sql<{ id: string }>(
      admin.request,
      `insert into public.leads (email, name, city, message, privacy_accepted, utm_source, utm_medium)
     values ($1, 'Ana', 'Cieza', 'Quiero placas en el tejado.', true, 'google', 'cpc') returning id`,
      [`${marker('palabras')}@example.com`],
    )
    // The same account, in a browser whose language is English.
    const context = await newContext(browser, {
      locale: 'en-US',
      storageState: await admin.context().storageState(),
    })
    const page = await context.newPage()
    const pages = [
      '/seo-dashboard',
      `/seo-dashboard/paginas/${guide}?parte=contenido`,
      `/seo-dashboard/paginas/${guide}`,
      '/seo-dashboard/solicitudes',
      `/seo-dashboard/solicitudes/${lead!.id}`,
      '/seo-dashboard/resultados',
      '/seo-dashboard/fotos',
      '/seo-dashboard/redirecciones',
      '/seo-dashboard/equipo',
      '/seo-dashboard/nueva-pagina',
      '/seo-dashboard/bienvenida',
    ]
    const found: string[] = []
    for (const path of pages) {
      await page.goto(path)
      // One main landmark: a 404 inside the admin's frame adds no second one.
      await expect(page.getByRole('main')).toBeVisible()
      for (const text of await textsOf(page))
        for (const [kind, pattern] of codeStyle) {
          const match = pattern.exec(text)
          if (match) found.push(`${path}: ${kind} «${match[0]}» in «${text.slice(0, 120)}»`)
        }
      // No browser control that writes in the browser's language: no date control, and no
      // visible native file input.
      const dateControls = 'input[type=date], input[type=datetime-local], input[type=time]'
      if (await page.locator(dateControls).count()) found.push(`${path}: a browser's date control`)
      for (const input of await page.locator('input[type=file]').all())
        if (await input.evaluate((element) => element.getBoundingClientRect().width > 1))
          found.push(`${path}: a visible native file input`)
    }
    expect(found).toEqual([])

    // The page's day field and the CSV picker say what they want in Spanish.
    await page.goto(`/seo-dashboard/paginas/${guide}?parte=contenido`)
    await expect(page.getByLabel('Revisar antes de')).toHaveAttribute('placeholder', 'dd/mm/aaaa')
    await expect(page.getByLabel('Fecha y hora')).toHaveAttribute('placeholder', 'dd/mm/aaaa hh:mm')
    await page.goto('/seo-dashboard/redirecciones')
    await expect(page.getByText('Elegir archivo', { exact: true })).toBeVisible()
    await expect(page.getByLabel('Archivo CSV')).toHaveAccessibleDescription(/^Ningún archivo elegido/)
  },
)
