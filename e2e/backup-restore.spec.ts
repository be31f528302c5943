import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Page,
} from '@playwright/test'
import { getSeoConfig } from '@/lib/seo/config'
import { expectAdminDashboard, submitAuthForm } from './accounts'
import { findActionId } from './actions'
import { sql } from './database'
import { startOwnServer, type OwnServer } from './next-server'
import { ownServerPort } from './own-server-ports'

// The backup drill on a real server of the local backend: 200 quote requests
// stream in through the form's server action while an admin downloads a
// backup; states, a note and an SEO record change; the server stops, its data
// folder is wiped, and `npm run restore` puts a backup back. Every lead
// answered before the backup began is in it; the later backup holds every
// lead with its history, the SEO record and the admin, who signs in.

test.describe.configure({ mode: 'serial', timeout: 300_000 })

const root = path.resolve(__dirname, '..')
const folder = mkdtempSync(path.join(tmpdir(), 'sec-backup-drill-'))
const dataDir = path.join(folder, 'pglite')
const admin = { email: 'gerencia@example.com', password: 'clave-segura-123' }
const seoPath = '/instalacion-electrica-garajes'
const seoTitle = 'Garajes con punto de recarga, restaurado'
const quotePath = '/solicitar-presupuesto'
const leadCount = 200
let server: OwnServer
let api: APIRequestContext
let page: Page

/** Emails answered successfully before the first backup was asked for. */
let answeredBeforeBackup: string[] = []
let duringStream: Buffer
let afterChanges: Buffer

test.beforeAll(async ({ browser }) => {
  server = await startOwnServer({
    port: ownServerPort('backup-restore'),
    dataDir,
    env: { BACKUP_DIR: path.join(folder, 'backups'), LEAD_RATE_LIMIT: '10000' },
  })
  api = await playwrightRequest.newContext({ baseURL: server.baseUrl })
  page = await (await browser.newContext({ baseURL: server.baseUrl, acceptDownloads: true })).newPage()
})
test.afterAll(async () => {
  await page?.context().close()
  await api?.dispose()
  await server?.stop()
  rmSync(folder, { recursive: true, force: true })
})

const emailOf = (index: number) => `drill-${index}@example.com`

/** The server's backup, as the signed-in admin downloads it. */
async function downloadBackup(): Promise<Buffer> {
  const answer = await page.request.get('/seo-dashboard/copia-de-seguridad')
  expect(answer.status()).toBe(200)
  expect(answer.headers()['content-disposition']).toMatch(
    /^attachment; filename="pglite-\d{8}T\d{9}Z\.backup"$/,
  )
  return answer.body()
}

/** Stops the server, wipes its data folder, restores `backup` with `npm run restore`, and starts it again. */
async function restoreFrom(backup: Buffer, name: string) {
  const file = path.join(folder, name)
  writeFileSync(file, backup)
  // The admin's browser may hold a connection open mid-request (after the download), which a
  // stopping server waits out (the keep-alive time, two minutes): nothing uses that page after.
  await page.context().close()
  await server.restart(async () => {
    rmSync(dataDir, { recursive: true, force: true })
    const output = execFileSync('npm', ['run', '--silent', 'restore', '--', file], {
      cwd: root,
      env: { ...process.env, LOCAL_DATA_DIR: dataDir },
      encoding: 'utf8',
    })
    expect(output).toContain(`into ${dataDir}.`)
    expect(output).toContain('There was no data folder before.')
  })
}

const storedEmails = async () =>
  (await sql<{ email: string }>(api, `select email from public.leads where email like 'drill-%'`)).map(
    (row) => row.email,
  )

test('the admin signs up, and the dashboard shows the backup taken at start', async () => {
  await page.goto(await server.setupLink())
  await submitAuthForm(page, 'Crear cuenta', admin)
  await expectAdminDashboard(page)
  const line = page.getByRole('region', { name: 'Copia de seguridad' })
  // The backup taken at start may still be running when the dashboard first renders: look again.
  await expect(async () => {
    await page.reload()
    await expect(line).toContainText(/Última copia automática: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\./, {
      timeout: 1_000,
    })
  }).toPass({ timeout: 30_000 })
  await expect(line.getByRole('link', { name: 'Descargar copia de seguridad' })).toBeVisible()
})

test('200 quote requests stream in while a backup is taken, which holds every one answered before it began', async () => {
  const actionId = await findActionId(api, quotePath, 'submitLeadAction')
  const answered: string[] = []
  let backup: Promise<Buffer> | undefined
  const submit = async (index: number) => {
    const response = await api.post(quotePath, {
      headers: {
        'next-action': actionId,
        accept: 'text/x-component',
        origin: server.baseUrl,
        'content-type': 'text/plain;charset=UTF-8',
      },
      data: JSON.stringify([
        {
          email: emailOf(index),
          nombre: `Cliente ${index}`,
          empresa: '',
          ciudad: 'Cieza',
          telefono: '',
          mensaje: 'Quiero placas solares para mi casa.',
          aceptaPrivacidad: true,
          aceptaComunicaciones: false,
          website: '',
        },
      ]),
    })
    expect(await response.text()).toContain('"ok":true')
    answered.push(emailOf(index))
    if (answered.length === 60) {
      answeredBeforeBackup = [...answered]
      backup = downloadBackup()
    }
  }
  // Eight visitors at a time, each sending the next request once answered.
  let next = 0
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < leadCount) await submit(next++)
    }),
  )
  duringStream = await backup!
  expect(answered).toHaveLength(leadCount)
  expect(await storedEmails()).toHaveLength(leadCount)
})

test('an admin changes a lead’s state twice and notes it, and an SEO record is saved', async () => {
  const [lead] = await sql<{ id: string }>(api, 'select id from public.leads where email = $1', [emailOf(0)])
  await page.goto(`/seo-dashboard/solicitudes/${lead!.id}`)
  const state = page.getByRole('combobox', { name: 'Estado' })
  for (const label of ['Contactada', 'Presupuesto enviado']) {
    await state.selectOption({ label })
    await page.getByRole('button', { name: 'Guardar estado' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Estado guardado' })).toHaveText(
      `Estado guardado: ${label}.`,
    )
  }
  await page.getByRole('textbox', { name: 'Nueva nota interna' }).fill('Visita al tejado el jueves.')
  await page.getByRole('button', { name: 'Añadir nota' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Nota añadida.' })).toBeVisible()

  const saved = await api.post('/api/e2e/seo', { data: { ...getSeoConfig(seoPath)!, title: seoTitle } })
  expect(saved.status()).toBe(200)

  await page.goto('/seo-dashboard')
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Descargar copia de seguridad' }).click(),
  ])
  afterChanges = readFileSync((await download.path())!)
})

test('restored into a wiped folder, the backup taken during the stream holds every lead answered before it', async () => {
  await restoreFrom(duringStream, 'during-stream.backup')
  const stored = new Set(await storedEmails())
  expect(answeredBeforeBackup.filter((email) => !stored.has(email))).toEqual([])
  expect(answeredBeforeBackup.length).toBeGreaterThan(0)
  // Requests kept arriving while it was taken: the later ones are not in it.
  expect(stored.size).toBeLessThan(leadCount)
})

test('restored into a wiped folder, the later backup holds every lead, its history, the SEO record and the admin', async () => {
  await restoreFrom(afterChanges, 'after-changes.backup')
  expect((await storedEmails()).sort()).toEqual(
    Array.from({ length: leadCount }, (_, i) => emailOf(i)).sort(),
  )
  expect(
    await sql(
      api,
      `select c.from_status, c.to_status, c.changed_by_email from public.lead_status_changes c
         join public.leads l on l.id = c.lead_id where l.email = $1 order by c.id`,
      [emailOf(0)],
    ),
  ).toEqual([
    { from_status: 'new', to_status: 'contacted', changed_by_email: admin.email },
    { from_status: 'contacted', to_status: 'quote_sent', changed_by_email: admin.email },
  ])
  expect(
    await sql(
      api,
      `select n.body from public.lead_notes n join public.leads l on l.id = n.lead_id where l.email = $1`,
      [emailOf(0)],
    ),
  ).toEqual([{ body: 'Visita al tejado el jueves.' }])
  expect(await sql(api, 'select title from public.seo_pages where path = $1', [seoPath])).toEqual([
    { title: seoTitle },
  ])

  const visitor = await page.context().browser()!.newContext({ baseURL: server.baseUrl })
  const fresh = await visitor.newPage()
  await fresh.goto('/auth')
  await submitAuthForm(fresh, 'Iniciar sesión', admin)
  await expectAdminDashboard(fresh)
  await visitor.close()
})
