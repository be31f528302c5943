import { expect, test, type Browser, type Page } from '@playwright/test'
import { getSeoConfig } from '@/lib/seo/config'
import { sharedAdmin } from './shared-admin'
import { expectServedPage } from './support'

// Every word a visitor sees goes through draft, preview and publish: an admin
// changes the title and H1 of /instalacion-placas-solares-autoconsumo in the SEO part and saves a draft that visitors do not see, the preview shows
// it to the admin alone, and 'Publicar' makes it live. A heading that is one of
// the SEO record's secondary H2s (an editorial target) is edited in the content
// part and reaches the page. On the suite's server, with an admin of its own, on a
// page no other spec edits.

test.describe.configure({ mode: 'serial' })

const pagePath = '/instalacion-placas-solares-autoconsumo'
const seoEditor = `/seo-dashboard/paginas${pagePath}`
const builtIn = getSeoConfig(pagePath)!
/** The title and H1 the admin publishes. */
const edited = {
  title: 'Autoconsumo solar en Cieza, instalado en una semana',
  h1: 'Autoconsumo solar instalado en una semana en Cieza',
}
/** A section's heading that is one of the record's secondary H2s. */
const oldHeading = builtIn.h2Secondary[0]!
const newHeading = 'Lo que ganas con el autoconsumo en tu tejado'
let baseUrl: string
let admin: Page
const { visit } = sharedAdmin('seo-drafts', (shared) => ({ baseUrl, admin } = shared))

/** The public page as a visitor gets it. */
const visitorSees = (browser: Browser) => visit(browser, pagePath)

test('an SEO draft stays off the public page, shows in the preview, and goes live with ‘Publicar’', async ({
  browser,
}) => {
  await admin.goto(seoEditor)
  await expect(admin.getByRole('status').filter({ hasText: 'SEO original del sitio' })).toBeVisible()
  await expect(admin.getByLabel('H1', { exact: true })).toHaveValue(builtIn.h1)
  await expect(
    admin.getByRole('group', { name: 'Objetivos editoriales: no se muestran en la página' }),
  ).toBeVisible()
  await admin.getByLabel('Título', { exact: true }).fill(edited.title)
  await admin.getByLabel('H1', { exact: true }).fill(edited.h1)
  await admin.getByRole('button', { name: 'Guardar borrador' }).click()
  await expect(admin.getByText('Borrador guardado')).toBeVisible()
  await expect(admin.getByRole('status').filter({ hasText: 'Borrador del SEO sin publicar' })).toBeVisible()
  // What is live, beside the draft; and after a reload the form shows the draft.
  await admin.getByText('Lo que ven ahora los visitantes').click()
  await expect(admin.getByRole('definition').filter({ hasText: builtIn.h1 })).toBeVisible()
  await admin.reload()
  await expect(admin.getByLabel('H1', { exact: true })).toHaveValue(edited.h1)

  const visitor = await visitorSees(browser)
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(builtIn.h1)
  await expect(visitor).toHaveTitle(new RegExp(`^${builtIn.title} \\| `))

  const [preview] = await Promise.all([
    admin.context().waitForEvent('page'),
    admin.getByRole('link', { name: 'Vista previa' }).click(),
  ])
  await preview.waitForURL(`**${pagePath}`)
  await expect(preview.getByText('Vista previa del borrador')).toBeVisible()
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(edited.h1)
  await expect(preview).toHaveTitle(new RegExp(`^${edited.title} \\| `))
  await preview.getByRole('link', { name: 'Salir de la vista previa' }).click()
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(builtIn.h1)
  await preview.close()

  await admin.getByRole('button', { name: 'Publicar' }).click()
  // A publish that changed the SEO: the SEO editor's success message.
  await expect(admin.getByText('SEO actualizado')).toBeVisible()
  await expect(admin.getByText('Los cambios se han guardado correctamente')).toBeVisible()
  await expect(admin.getByRole('status').filter({ hasText: 'SEO publicado el' })).toBeVisible()
  await expectServedPage(browser, pagePath, edited, { baseURL: baseUrl, timeout: 20_000 })
})

test('a heading that is a secondary H2 of the SEO record is edited in the content part and reaches the page', async ({
  browser,
}) => {
  await admin.goto(`${seoEditor}?parte=contenido`)
  // The H1 shows what the page shows, read-only, with the way to the SEO part.
  const hero = admin.getByRole('group', { name: 'Cabecera' })
  await expect(hero.getByText(edited.h1)).toBeVisible()
  await expect(hero.getByRole('link', { name: 'Se edita en la parte SEO' }).first()).toBeVisible()

  const section = admin.getByRole('group', { name: new RegExp(`«${oldHeading}»`) })
  const heading = section.getByRole('textbox', { name: 'Título' }).first()
  await expect(heading).toHaveValue(oldHeading)
  await expect(heading).toBeEditable()
  await heading.fill(newHeading)
  await admin.getByRole('button', { name: 'Publicar', exact: true }).click()
  await expect(admin.getByText('Página publicada')).toBeVisible()

  await expect
    .poll(
      async () => (await visitorSees(browser)).getByRole('heading', { level: 2, name: newHeading }).count(),
      {
        timeout: 20_000,
      },
    )
    .toBe(1)
  // The SEO part's publish stays live beside it.
  const visitor = await visitorSees(browser)
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(edited.h1)
})
