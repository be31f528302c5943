import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'
import { marker, sql } from './database'
import { sharedAdmin } from './shared-admin'
import { expectAccessible } from './support'

// Staff keep the company's photos in the admin area, in a real browser against
// the local backend, on a server of its own: two photos chosen at once, each
// with its alt text, go up with a progress bar each and appear in the library;
// an empty alt text is refused before anything is sent; an alt text is edited
// in the library; a photo a page uses cannot be deleted (the card says so and
// names the page; one taken meanwhile is refused, naming it), an unused one
// can, and its address then answers 404; a page's photo is chosen from a grid; a photo's
// focal point is set by clicking on it, and kept. On the
// suite's shared server: its photos' alt texts carry this spec's own mark, and
// only those are counted.

test.describe.configure({ mode: 'serial' })

let admin: Page
let adminEmail = ''
sharedAdmin('photos-admin', (shared) => {
  admin = shared.admin
  adminEmail = shared.email
})

const mark = marker('fotos')
const libraryPath = '/seo-dashboard/fotos'
const roofAlt = `Placas solares en el tejado de una nave de Cieza (${mark})`
const panelAlt = `Cuadro eléctrico renovado en una vivienda (${mark})`
// A page that no other spec edits: the draft below stays on it.
const usedBy = '/instalacion-electrica-garajes'
// A page no other spec opens: its editor is only looked at, never saved.
const choosingOn = '/instalacion-placas-solares-albacete'

/** A JPEG of one colour, made here: the test carries no image files. */
const jpeg = (name: string, background: { r: number; g: number; b: number }, width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg({ quality: 80 })
    .toBuffer()
    .then((buffer) => ({ name, mimeType: 'image/jpeg', buffer }))

const chosen = () => admin.getByRole('list', { name: 'Fotos elegidas' })
const card = (name: string) => chosen().getByRole('listitem', { name })
const library = () => admin.getByRole('list', { name: 'Fotos de la biblioteca' })
/** This spec's photos in the library (its items, not the lists of pages inside them). */
const photoItems = () => library().locator(':scope > li').filter({ hasText: mark })
const libraryItem = (alt: string) => library().getByRole('listitem', { name: alt })
const photoId = async (alt: string) =>
  (await sql<{ id: string }>(admin.request, 'select id from public.photos where alt = $1', [alt]))[0]!.id

test('two photos chosen at once go up, each with its progress, and appear in the library', async () => {
  await admin.goto(libraryPath)
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Fotos')
  // What the browser sends: the roof photo, 3200 px wide, is re-encoded (WebP, at most 2560 px)
  // before it leaves; the small one goes as it was chosen.
  const sentTypes: string[] = []
  admin.on('request', (request) => {
    if (request.url().endsWith('/api/fotos')) sentTypes.push(request.headers()['content-type'] ?? '')
  })
  await admin
    .getByLabel('Elegir fotos')
    .setInputFiles([
      await jpeg('tejado.jpg', { r: 40, g: 90, b: 160 }, 3200, 2400),
      await jpeg('cuadro.jpg', { r: 200, g: 160, b: 40 }),
    ])
  await card('tejado.jpg')
    .getByRole('textbox', { name: /Texto alternativo/ })
    .fill(roofAlt)
  await card('tejado.jpg').getByRole('textbox', { name: /Lugar/ }).fill('Cieza')
  await card('cuadro.jpg')
    .getByRole('textbox', { name: /Texto alternativo/ })
    .fill(panelAlt)
  await admin.getByRole('button', { name: 'Subir 2 fotos' }).click()

  for (const name of ['tejado.jpg', 'cuadro.jpg']) {
    // 'En cola…' until the server has decoded and stored it: seconds on a busy machine.
    await expect(card(name).getByRole('status')).toHaveText('Subida. Ya está en la biblioteca.', {
      timeout: 30_000,
    })
    await expect(
      card(name).getByRole('progressbar', { name: `Progreso de la subida de ${name}` }),
    ).toHaveJSProperty('value', 1)
  }
  expect(sentTypes.sort()).toEqual(['image/jpeg', 'image/webp'])

  await expect(photoItems()).toHaveCount(2)
  const roof = libraryItem(roofAlt)
  await expect(roof.getByText('Cieza', { exact: true })).toBeVisible()
  await expect(roof.getByText('2560 × 1920 px', { exact: false })).toBeVisible()
  await expect(roof.getByText(new RegExp(`por ${adminEmail.replaceAll('.', '\\.')}$`))).toBeVisible()
  await expect(roof.getByText('En ninguna página.')).toBeVisible()
  // The thumbnail comes through next/image from /fotos/<id>.webp.
  const thumbnail = roof.getByRole('img', { name: roofAlt })
  await expect(thumbnail).toHaveJSProperty('complete', true)
  expect(await thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
})

test('an empty alt text is refused in the browser, and nothing is sent', async () => {
  await admin.goto(libraryPath)
  await admin
    .getByLabel('Elegir fotos')
    .setInputFiles([await jpeg('sin-texto.jpg', { r: 10, g: 120, b: 60 })])
  await card('sin-texto.jpg')
    .getByRole('textbox', { name: /Pie de foto/ })
    .fill('Una obra')
  await admin.getByRole('button', { name: 'Subir la foto' }).click()
  const alt = card('sin-texto.jpg').getByRole('textbox', { name: /Texto alternativo/ })
  await expect(alt).toHaveAccessibleDescription(/Describe la foto: el texto alternativo es obligatorio/)
  await expect(alt).toBeFocused()
  await expect(card('sin-texto.jpg').getByRole('progressbar')).toHaveCount(0)
  await admin.reload()
  await expect(photoItems()).toHaveCount(2)
  expect(
    await sql(admin.request, 'select 1 from public.photos where alt like $1', [`%${mark}%`]),
  ).toHaveLength(2)
})

test('an alt text is edited in the library', async () => {
  await admin.goto(libraryPath)
  const panel = libraryItem(panelAlt)
  await panel.getByText('Editar textos y encuadre').click()
  const newAlt = `Cuadro eléctrico nuevo con diferenciales, en una vivienda de Abarán (${mark})`
  await panel.getByRole('textbox', { name: /Texto alternativo/ }).fill(newAlt)
  await panel.getByRole('button', { name: 'Guardar cambios' }).click()
  await expect(libraryItem(newAlt).getByRole('status').first()).toHaveText('Cambios de la foto guardados')
  await admin.reload()
  await expect(libraryItem(newAlt)).toBeVisible()
  await expect(libraryItem(panelAlt)).toHaveCount(0)
})

test('a photo a page uses is not deleted, and the refusal names the page; an unused one is', async () => {
  await admin.goto(libraryPath)
  const roof = libraryItem(roofAlt)
  // A draft that uses the roof photo, saved by someone else after the library was drawn.
  await sql(
    admin.request,
    `insert into public.page_content_drafts (path, content) values ($1, jsonb_build_object('hero', jsonb_build_object('photo', $2::text)))`,
    [usedBy, await photoId(roofAlt)],
  )
  await roof.getByRole('button', { name: 'Borrar foto' }).click()
  await admin
    .getByRole('dialog', { name: '¿Borrar esta foto?' })
    .getByRole('button', { name: 'Borrar foto' })
    .click()
  const refusal = roof.getByRole('alert')
  await expect(refusal).toContainText('No se puede borrar: esta foto se usa en estas páginas.')
  await expect(refusal.getByRole('link', { name: usedBy })).toBeVisible()
  await expect(refusal.getByText('Borrador')).toBeVisible()
  // Drawn again, the card says it is in use, and where, before any question.
  await admin.reload()
  await expect(roof.getByRole('link', { name: usedBy })).toHaveAttribute(
    'href',
    `/seo-dashboard/paginas${usedBy}?parte=contenido`,
  )
  await expect(roof.getByRole('button', { name: 'Borrar foto' })).toBeDisabled()
  await expect(roof.getByRole('button', { name: 'Borrar foto' })).toHaveAccessibleDescription(
    /No se puede borrar mientras la usa una página/,
  )

  const panel = photoItems().filter({ hasNotText: roofAlt })
  const panelId = await photoId((await panel.getByRole('heading', { level: 3 }).textContent())!)
  expect((await admin.request.get(`/fotos/${panelId}.webp`)).status()).toBe(200)
  await panel.getByRole('button', { name: 'Borrar foto' }).click()
  await admin
    .getByRole('dialog', { name: '¿Borrar esta foto?' })
    .getByRole('button', { name: 'Borrar foto' })
    .click()
  await expect(photoItems()).toHaveCount(1)
  await expect(libraryItem(roofAlt)).toBeVisible()
  expect((await admin.request.get(`/fotos/${panelId}.webp`)).status()).toBe(404)
})

test('the section passes axe and fits a 320 px screen, with a photo, its uses and a card', async () => {
  await admin.setViewportSize({ width: 320, height: 800 })
  try {
    await admin.goto(libraryPath)
    await admin
      .getByLabel('Elegir fotos')
      .setInputFiles([await jpeg('una-foto-con-un-nombre-de-archivo-muy-largo.jpg', { r: 90, g: 90, b: 90 })])
    await admin.getByRole('button', { name: 'Subir la foto' }).click()
    await expect(
      card('una-foto-con-un-nombre-de-archivo-muy-largo.jpg').getByRole('textbox').first(),
    ).toBeFocused()
    await libraryItem(roofAlt).getByText('Editar textos y encuadre').click()
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
    await expectAccessible(admin)
  } finally {
    await admin.setViewportSize({ width: 1366, height: 900 })
  }
})

test('a page’s photo is chosen from a grid of the library, searched by its words, at phone and desktop widths', async () => {
  // The choice is not saved: leaving the editor afterwards is allowed.
  admin.on('dialog', (dialog) => void dialog.accept())
  // On a phone the form's parts start folded: opened once, the header stays open at both widths.
  await admin.setViewportSize({ width: 390, height: 844 })
  await admin.goto(`/seo-dashboard/paginas${choosingOn}?parte=contenido`)
  await admin.locator('#contenido-hero-parte > summary').click()
  const hero = admin.getByRole('group', { name: 'Imagen' }).first()
  await expect(hero.getByRole('combobox', { name: 'Ilustración' })).toBeVisible()
  for (const [width, height] of [
    [390, 844],
    [1366, 900],
  ] as const) {
    await admin.setViewportSize({ width, height })
    await hero.getByRole('button', { name: /^(Elegir|Cambiar) foto$/ }).click()
    const dialog = admin.getByRole('dialog', { name: 'Elegir una foto de la biblioteca' })
    const search = dialog.getByRole('searchbox', { name: 'Buscar por texto o lugar' })
    await expect(search).toBeFocused()
    await search.fill(mark)
    await expect(dialog.getByRole('radio')).toHaveCount(1)
    await expectAccessible(admin)
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await dialog.locator('label', { hasText: roofAlt }).click()
    await expect(dialog.getByRole('radio', { name: roofAlt })).toBeChecked()
    await dialog.getByRole('button', { name: 'Usar esta foto' }).click()
    await expect(dialog).toBeHidden()
    await expect(hero.getByRole('img', { name: `Foto elegida: ${roofAlt}` })).toBeVisible()
    // The drawing's field hides while the photo shows instead.
    await expect(hero.getByRole('combobox', { name: 'Ilustración' })).toHaveCount(0)
    await expect(hero.getByRole('button', { name: 'Cambiar foto' })).toBeFocused()
  }
  await hero.getByRole('button', { name: 'Quitar foto' }).click()
  await expect(hero.getByRole('combobox', { name: 'Ilustración' })).toBeVisible()
})

test('a photo’s focal point is set by clicking on it, and kept, at phone and desktop widths', async () => {
  const roof = libraryItem(roofAlt)
  const spot = roof.getByRole('button', { name: 'Punto de interés' })
  const stored = async () =>
    (
      await sql<{ x: string; y: string }>(
        admin.request,
        'select focal_x::text as x, focal_y::text as y from public.photos where alt = $1',
        [roofAlt],
      )
    )[0]
  await admin.setViewportSize({ width: 390, height: 844 })
  try {
    await admin.goto(libraryPath)
    await roof.getByText('Editar textos y encuadre').click()
    await expect(roof.getByText('Ahora: el centro de la foto.')).toBeVisible()
    const box = (await spot.boundingBox())!
    await spot.click({ position: { x: box.width * 0.25, y: box.height * 0.75 } })
    await expect(
      roof.getByText(/^Ahora: a 2\d % del borde izquierdo y a 7\d % del borde de arriba\.$/),
    ).toBeVisible()
    const shown = await roof.getByText(/^Ahora: a /).textContent()
    await expectAccessible(admin)
    await roof.getByRole('button', { name: 'Guardar cambios' }).click()
    await expect(roof.getByRole('status').first()).toHaveText('Cambios de la foto guardados')
    const { x, y } = (await stored())!
    expect(Math.abs(Number(x) - 0.25)).toBeLessThan(0.02)
    expect(Math.abs(Number(y) - 0.75)).toBeLessThan(0.02)

    await admin.setViewportSize({ width: 1366, height: 900 })
    await admin.reload()
    await roof.getByText('Editar textos y encuadre').click()
    await expect(roof.getByText(/^Ahora: a /)).toHaveText(shown!)
    // The arrow keys move it too.
    await spot.focus()
    await admin.keyboard.press('ArrowRight')
    await expect(roof.getByText(/^Ahora: a /)).not.toHaveText(shown!)
    await expectAccessible(admin)
  } finally {
    await admin.setViewportSize({ width: 1366, height: 900 })
  }
})
