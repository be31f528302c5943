import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { execFileSync } from 'node:child_process'
import { expect, test } from '@playwright/test'
import { getSeoConfig } from '@/lib/seo/config'
import { faqItemsInJsonLd, jsonLdBlocks } from './html'
import { fetchOwn, startOwnServer, type OwnServer } from './next-server'
import { ownServerPort } from './own-server-ports'

// A saved SEO record reaches the live, pre-rendered page without a rebuild,
// survives a restart, and goes into the next build's snapshot. This spec runs
// its own server (a copy of the e2e build on its own database), because it
// restarts it and changes a page other specs check.

test.describe.configure({ mode: 'serial' })

const pagePath = '/instalacion-electrica-garajes'
const builtIn = getSeoConfig(pagePath)!
const hostile = '</script><script>alert(1)</script>'
const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'sec-seo-edit-')), 'pglite')
let server: OwnServer

test.beforeAll(async () => {
  server = await startOwnServer({ port: ownServerPort('seo-live-edit'), dataDir })
})
test.afterAll(async () => {
  await server?.stop()
})

async function save(record: object) {
  const response = await fetchOwn(`${server.baseUrl}/api/e2e/seo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(record),
  })
  expect(response.status, await response.clone().text()).toBe(200)
}

const html = async () => (await fetchOwn(`${server.baseUrl}${pagePath}`)).text()

test('a saved title and H1 are served at once, and still after a restart', async () => {
  const title = 'Electricistas para garajes y puntos de recarga'
  const h1 = 'Instalación eléctrica de garajes con recarga de coche'
  expect(await html()).not.toContain(title)
  await save({ ...builtIn, title, h1 })

  // On-demand revalidation: the next requests regenerate the static page.
  await expect.poll(html, { timeout: 15_000 }).toContain(`<title>${title} | `)
  expect(await html()).toMatch(new RegExp(`<h1[^>]*>${h1}</h1>`))

  await server.restart()
  expect(await html()).toContain(`<title>${title} | `)
  expect(await html()).toMatch(new RegExp(`<h1[^>]*>${h1}</h1>`))
})

test('a hostile FAQ answer and additional_schema stay data: JSON-LD parses, nothing runs', async ({
  page,
}) => {
  const faqs = [{ question: '¿Es seguro? <b>sí</b>', answer: `Respuesta ${hostile}` }]
  await save({ ...builtIn, faqs, additionalSchema: { '@type': 'Offer', name: hostile } })
  await expect.poll(html, { timeout: 15_000 }).toContain('Respuesta')

  const dialogs: string[] = []
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message())
    await dialog.dismiss()
  })
  await page.goto(`${server.baseUrl}${pagePath}`)
  await expect(page.locator('#preguntas-frecuentes h3')).toHaveText([faqs[0]!.question])
  const served = await html()
  expect(faqItemsInJsonLd(served)).toEqual(faqs)
  const offer = jsonLdBlocks(served)
    .flatMap((block) => (block as { '@graph': { '@type': string; name?: string }[] })['@graph'])
    .find((node) => node['@type'] === 'Offer')
  expect(offer?.name).toBe(hostile)
  expect(dialogs).toEqual([])
})

test('the next build renders the stored record: the snapshot holds it', async () => {
  await server.stop()
  const output = execFileSync('npm', ['run', '--silent', 'seo:snapshot'], {
    cwd: path.resolve(__dirname, '..'),
    env: { ...process.env, LOCAL_DATA_DIR: dataDir },
    encoding: 'utf8',
  })
  expect(output).toContain('1 stored SEO records')
  const snapshot = JSON.parse(readFileSync(`${dataDir}.seo-snapshot.json`, 'utf8')) as { path: string }[]
  expect(snapshot.map((record) => record.path)).toEqual([pagePath])
})
