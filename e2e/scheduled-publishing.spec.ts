import { expect, test, type Page } from '@playwright/test'
import { sql } from './database'
import { sharedAdmin } from './shared-admin'

// Publishing on a date, and the review date on its own: staff schedule a
// guide's saved draft for a Madrid time; the e2e-only route runs the scheduler
// as of a time before it (the guide stays as it was) and after it (the pinned
// draft goes live, a newer draft stays a draft, the dashboard says it was
// published); a schedule is cancelled from the dashboard; a review date is set
// and cleared without publishing anything. On the suite's server, with an admin
// of its own: no other spec changes this guide or schedules a publication, and
// a schedule is one per page, so only this spec's actions can cancel or publish
// this one (its times are days ahead, where the server's own scheduler never gets).

test.describe.configure({ mode: 'serial' })

const guide = '/ayudas-para-instalar-placas-solares-en-murcia'
/** The guide's subtitle as scheduled (pinned), and as edited after scheduling (newer). */
const subtitles = {
  pinned: 'Subtítulo programado para más adelante: este es el que se publica.',
  newer: 'Subtítulo cambiado después de programar: sigue como borrador.',
}
let admin: Page
let email: string
const { visit } = sharedAdmin('scheduled-publishing', (shared) => ({ admin, email } = shared))

/** Madrid's wall clock at `date`, as staff type it (dd/mm/aaaa hh:mm), and as the editor writes it. */
function madrid(date: Date) {
  const [day, time] = date.toLocaleString('sv-SE', { timeZone: 'Europe/Madrid' }).split(' ') as [
    string,
    string,
  ]
  const [year, month, dayOfMonth] = day.split('-')
  return {
    input: `${dayOfMonth}/${month}/${year} ${time.slice(0, 5)}`,
    shown: `${dayOfMonth}/${month}/${year} a las ${time.slice(0, 5)}`,
  }
}

/** Runs the scheduler as the cron would at `asOf`; answers the paths it published. */
async function runSchedulerAt(asOf: Date): Promise<string[]> {
  const response = await admin.request.post('/api/e2e/scheduler', { data: { asOf: asOf.toISOString() } })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { published: string[] }).published
}

async function openContentEditor(page: string) {
  await admin.goto(`/seo-dashboard/paginas${page}?parte=contenido`)
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText(`Contenido de ${page}`)
}

async function press(button: string, toast: string) {
  await admin.getByRole('button', { name: button, exact: true }).click()
  await expect(admin.getByText(toast, { exact: true }).first()).toBeVisible()
}

const subtitle = () =>
  admin.getByRole('group', { name: 'Cabecera' }).getByRole('textbox', { name: 'Subtítulo' })
const scheduleForm = () => admin.getByRole('region', { name: 'Programar publicación' })

test('a scheduled draft goes live at its time and not before, pinned as it was scheduled', async ({
  browser,
}) => {
  // Some fifteen saves and page loads in one journey, beside the other publishing specs.
  test.slow()
  const at = new Date(Date.now() + 2 * 86_400_000)
  at.setUTCSeconds(0, 0)
  await openContentEditor(guide)

  // No draft yet: refused at the field.
  await scheduleForm().getByLabel('Fecha y hora').fill(madrid(at).input)
  await scheduleForm().getByRole('button', { name: 'Programar publicación' }).click()
  await expect(scheduleForm().getByText(/^No hay borrador guardado/)).toBeVisible()
  // A time gone: refused at the field.
  await subtitle().fill(subtitles.pinned)
  await press('Guardar borrador', 'Borrador guardado')
  await scheduleForm()
    .getByLabel('Fecha y hora')
    .fill(madrid(new Date(Date.now() - 3_600_000)).input)
  await scheduleForm().getByRole('button', { name: 'Programar publicación' }).click()
  await expect(scheduleForm().getByText('Elige una fecha y una hora futuras')).toBeVisible()

  await scheduleForm().getByLabel('Fecha y hora').fill(madrid(at).input)
  await scheduleForm().getByRole('button', { name: 'Programar publicación' }).click()
  await expect(scheduleForm().getByText(`Publicación programada para el ${madrid(at).shown}`)).toBeVisible()
  await expect(scheduleForm().getByRole('button', { name: 'Cancelar programación' })).toBeVisible()

  // A later edit of the draft is not pinned: the editor says so.
  await subtitle().fill(subtitles.newer)
  await press('Guardar borrador', 'Borrador guardado')
  await expect(scheduleForm().getByText(/^El borrador ha cambiado desde que se programó/)).toBeVisible()

  expect(await runSchedulerAt(new Date(at.getTime() - 60_000))).not.toContain(guide)
  const before = await visit(browser, guide)
  await expect(before.getByText(subtitles.pinned)).toHaveCount(0)

  expect(await runSchedulerAt(new Date(at.getTime() + 30_000))).toContain(guide)
  const after = await visit(browser, guide)
  await expect(after.getByText(subtitles.pinned)).toBeVisible()
  await expect(after.getByText(subtitles.newer)).toHaveCount(0)
  await expect(after.getByText(/^Actualizado el \d{1,2} de [a-z]+ de 20\d\d$/)).toBeVisible()

  // The newer edit is still the draft; the dashboard lists the publication as done.
  await openContentEditor(guide)
  await expect(subtitle()).toHaveValue(subtitles.newer)
  await expect(admin.getByRole('status').filter({ hasText: 'Borrador sin publicar' })).toBeVisible()
  await admin.goto('/seo-dashboard')
  const row = admin
    .getByRole('region', { name: 'Publicaciones programadas' })
    .getByRole('row', { name: guide })
  await expect(row.getByText(/^Publicada el \d\d\/\d\d\/20\d\d a las \d\d:\d\d$/)).toBeVisible()
  await expect(row.getByRole('cell', { name: email })).toBeVisible()
})

test('a schedule cancelled on the dashboard publishes nothing', async ({ browser }) => {
  const at = new Date(Date.now() + 3 * 86_400_000)
  await openContentEditor(guide)
  await scheduleForm().getByLabel('Fecha y hora').fill(madrid(at).input)
  await scheduleForm().getByRole('button', { name: 'Programar publicación' }).click()
  await expect(scheduleForm().getByText(/^Publicación programada para el /)).toBeVisible()

  await admin.goto('/seo-dashboard')
  const list = admin.getByRole('region', { name: 'Publicaciones programadas' })
  const row = list.getByRole('row', { name: guide })
  await expect(row.getByText('Programada', { exact: true })).toBeVisible()
  await row.getByRole('button', { name: 'Cancelar' }).click()
  await expect(admin.getByText('Programación cancelada').first()).toBeVisible()
  await expect(row).toHaveCount(0)

  expect(await runSchedulerAt(new Date(at.getTime() + 60_000))).not.toContain(guide)
  const visitor = await visit(browser, guide)
  await expect(visitor.getByText(subtitles.pinned)).toBeVisible()
  await expect(visitor.getByText(subtitles.newer)).toHaveCount(0)
})

test('a review date is set and cleared without publishing: ‘Actualizado el’ stays', async ({ browser }) => {
  await openContentEditor(guide)
  await press('Publicar', 'Página publicada')
  const published = () =>
    sql<{ published_at: string; versions: number }>(
      admin.request,
      `select published_at::text, (select count(*)::int from page_versions where path = $1) as versions
         from page_content where path = $1`,
      [guide],
    )
  const then = await published()
  const updated = async () => (await visit(browser, guide)).getByText(/^Actualizado el /).textContent()
  const shownBefore = await updated()

  // Within 30 days (Madrid's calendar), so the filter keeps it.
  const soon = new Date(Date.now() + 10 * 86_400_000).toLocaleDateString('sv-SE', {
    timeZone: 'Europe/Madrid',
  })
  await openContentEditor(guide)
  const typedSoon = soon.split('-').reverse().join('/')
  await admin.getByLabel('Revisar antes de').fill(typedSoon)
  await press('Guardar fecha', 'Fecha de revisión guardada')
  await expect(admin.getByLabel('Revisar antes de')).toHaveValue(typedSoon)
  await expect(admin.getByRole('status').filter({ hasText: /^Publicada el / })).toBeVisible()
  expect(await published()).toEqual(then)
  expect(await updated()).toBe(shownBefore)

  await admin.goto('/seo-dashboard?revision=vence-en-30-dias')
  const list = admin.getByRole('region', { name: 'Páginas' })
  const card = list.getByRole('link', { name: new RegExp(guide) })
  await expect(card.getByText(`Revisar antes del ${typedSoon}`)).toBeVisible()
  await expect(card.getByText('Revisión vencida')).toHaveCount(0)
  await expect(admin.getByRole('checkbox', { name: 'Vence en 30 días' })).toBeChecked()

  await openContentEditor(guide)
  await admin.getByLabel('Revisar antes de').fill('')
  await press('Guardar fecha', 'Fecha de revisión quitada')
  expect(await published()).toEqual(then)
  await admin.goto('/seo-dashboard?revision=vence-en-30-dias')
  await expect(list.getByRole('link', { name: new RegExp(guide) })).toHaveCount(0)
})
