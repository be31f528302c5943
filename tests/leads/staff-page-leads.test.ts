import '../support/server-action-mocks'
import { NextRequest } from 'next/server'
import { GET as exportCsv } from '@/app/(admin)/seo-dashboard/solicitudes/export/route'
import {
  createStaffPageAction,
  removeStaffPageAction,
  renameStaffPageAction,
} from '@/components/admin/staff-pages/staff-page-actions'
import { getSessionUser } from '@/lib/auth/session'
import type { SessionUser } from '@/lib/auth/types'
import { getLeadResults, insertLead, listInboxLeads } from '@/lib/data'
import { asCaller } from '@/lib/db/roles'
import { parseInboxParams } from '@/lib/leads/inbox-params'
import { publishedStaffPagePaths, sourceFilterPages } from '@/lib/leads/source-pages'
import { submitLead } from '@/lib/leads/submit-lead'
import { createRateLimiter } from '@/lib/limits/memory'
import { localDbWithAdminAndStaff } from '../support/admin-fixture'
import { emptyStaffPages } from '../support/database'
import { formOf } from '../support/form-data'
import { builtInEstimates, validLeadForm } from '../support/leads'
import { signedInWith } from '../support/session'
import { townPageForm } from '../support/town-facts'

// A page staff made from a template credits its leads as a built-in page does,
// while it is published: in the inbox, its page filter, 'Resultados' and the
// CSV. Renamed, its earlier leads go with it; taken off the site or deleted,
// a lead naming it falls back as one naming an unknown page. Wired as on the
// server: a real PGlite, the admin's actions, the quote action's own reading
// of the published pages.

const local = localDbWithAdminAndStaff()
let admin: SessionUser

const campaign = { utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'jumilla-otono' }

/** The quote form sent from `formPage`, read after `previousPage`, with the campaign's tags. */
const sendLead = (name: string, formPage: string, previousPage: string | null = null) =>
  submitLead(
    { ...validLeadForm, nombre: name, source: { formPage, previousPage, ...campaign } },
    {
      clientKey: '203.0.113.7',
      limiter: createRateLimiter({ max: 1000, windowMs: 60_000 }),
      insert: insertLead,
      publishedStaffPaths: publishedStaffPagePaths,
      notify: () => {},
      estimates: builtInEstimates,
    },
  )

const stored = async (name: string) =>
  (
    await local.db.query<{
      source_page: string | null
      form_page: string | null
      previous_page: string | null
    }>('select source_page, form_page, previous_page from public.leads where name = $1', [name])
  ).rows[0]

const createTownPage = (path: string, town: string) => createStaffPageAction(null, townPageForm(path, town))

/** The database's publish of the page's draft, as the admin (the editor's checks are tested with it). */
const publish = (path: string) =>
  asCaller(local.db, { role: 'authenticated', userId: admin.id, email: admin.email }, (tx) =>
    tx.query('select public.publish_page_draft($1, null)', [path]),
  )

/** The names of the leads the inbox lists under `origen=path`. */
const inboxNames = async (path: string) =>
  (await listInboxLeads(parseInboxParams({ origen: path }), admin)).leads.map((lead) => lead.name).sort()

const resultsOf = async (path: string) =>
  (await getLeadResults(admin)).pages.find((row) => row.page === path)?.last30 ?? 0

const csvOf = async (path: string) => {
  const search = new URLSearchParams({ origen: path })
  const answer = await exportCsv(
    new NextRequest(`http://127.0.0.1/seo-dashboard/solicitudes/export?${search}`),
  )
  expect(answer.status).toBe(200)
  return answer.text()
}

/** Publishes the page, then sends it two leads: Ana's read after it, Blas's from its own form. */
async function publishWithTwoLeads() {
  await publish('/placas-solares-jumilla')
  await sendLead('Ana Jumilla', '/solicitar-presupuesto', '/placas-solares-jumilla')
  await sendLead('Blas Jumilla', '/placas-solares-jumilla')
}

const renameToShorterAddress = () =>
  renameStaffPageAction(null, formOf({ path: '/placas-solares-jumilla', newPath: '/placas-jumilla' }))

beforeAll(async () => {
  signedInWith(local.adminCookie)
  admin = (await getSessionUser())!
})
// Each test starts from the page as a new draft, with no lead: it replays the steps before its own.
beforeEach(async () => {
  await emptyStaffPages(local.db)
  await local.db.exec('truncate public.leads cascade')
  expect(await createTownPage('/placas-solares-jumilla', 'Jumilla')).toMatchObject({ ok: true })
})

it('credits no lead to a page not yet published: it falls back as an unknown page does', async () => {
  expect(await sendLead('Borrador directo', '/placas-solares-jumilla')).toMatchObject({ ok: true })
  expect(await sendLead('Borrador antes', '/solicitar-presupuesto', '/placas-solares-jumilla')).toMatchObject(
    {
      ok: true,
    },
  )
  expect(await stored('Borrador directo')).toEqual({
    source_page: null,
    form_page: null,
    previous_page: null,
  })
  expect(await stored('Borrador antes')).toEqual({
    source_page: '/solicitar-presupuesto',
    form_page: '/solicitar-presupuesto',
    previous_page: null,
  })
  expect(await sourceFilterPages(null)).not.toContain('/placas-solares-jumilla')
})

it('credits a published page’s leads in the inbox, its page filter, the results and the CSV', async () => {
  await sendLead('Borrador directo', '/placas-solares-jumilla')
  await publishWithTwoLeads()
  expect(await stored('Ana Jumilla')).toEqual({
    source_page: '/placas-solares-jumilla',
    form_page: '/solicitar-presupuesto',
    previous_page: '/placas-solares-jumilla',
  })
  expect(await stored('Blas Jumilla')).toEqual({
    source_page: '/placas-solares-jumilla',
    form_page: '/placas-solares-jumilla',
    previous_page: null,
  })

  expect(await sourceFilterPages(null)).toContain('/placas-solares-jumilla')
  expect(await inboxNames('/placas-solares-jumilla')).toEqual(['Ana Jumilla', 'Blas Jumilla'])
  expect(await resultsOf('/placas-solares-jumilla')).toBe(2)
  const csv = await csvOf('/placas-solares-jumilla')
  expect(csv).toContain('Ana Jumilla')
  expect(csv).toContain('Blas Jumilla')
  expect(csv).toContain('jumilla-otono')
  expect(csv).not.toContain('Borrador')
})

it('moves a renamed page’s earlier leads to its new address', async () => {
  await publishWithTwoLeads()
  expect(await renameToShorterAddress()).toMatchObject({ ok: true })

  expect(await stored('Ana Jumilla')).toEqual({
    source_page: '/placas-jumilla',
    form_page: '/solicitar-presupuesto',
    previous_page: '/placas-jumilla',
  })
  expect(await inboxNames('/placas-jumilla')).toEqual(['Ana Jumilla', 'Blas Jumilla'])
  expect(await inboxNames('/placas-solares-jumilla')).toEqual([])
  expect(await resultsOf('/placas-jumilla')).toBe(2)
  expect(await resultsOf('/placas-solares-jumilla')).toBe(0)
  expect(await csvOf('/placas-jumilla')).toContain('Ana Jumilla')
  expect(await sourceFilterPages(null)).toEqual(expect.arrayContaining(['/placas-jumilla']))
  expect(await sourceFilterPages(null)).not.toContain('/placas-solares-jumilla')

  // The old address is a redirect now, not a page: a lead naming it is not credited to it.
  await sendLead('Tras el cambio', '/solicitar-presupuesto', '/placas-solares-jumilla')
  expect(await stored('Tras el cambio')).toMatchObject({
    source_page: '/solicitar-presupuesto',
    previous_page: null,
  })
})

it('credits no new lead to a page taken off the site or deleted; its earlier leads keep their page', async () => {
  await publishWithTwoLeads()
  expect(await renameToShorterAddress()).toMatchObject({ ok: true })
  expect(
    await removeStaffPageAction(null, formOf({ path: '/placas-jumilla', intent: 'unpublish' })),
  ).toMatchObject({
    ok: true,
  })
  await sendLead('Retirada', '/placas-jumilla')
  expect(await stored('Retirada')).toEqual({ source_page: null, form_page: null, previous_page: null })
  // Reached from 'Resultados', the inbox still filters by it, and offers it in its list.
  expect(await inboxNames('/placas-jumilla')).toEqual(['Ana Jumilla', 'Blas Jumilla'])
  expect(await sourceFilterPages('/placas-jumilla')).toContain('/placas-jumilla')
  expect(await sourceFilterPages(null)).not.toContain('/placas-jumilla')

  expect(
    await removeStaffPageAction(null, formOf({ path: '/placas-jumilla', intent: 'delete' })),
  ).toMatchObject({
    ok: true,
  })
  await sendLead('Borrada', '/solicitar-presupuesto', '/placas-jumilla')
  expect(await stored('Borrada')).toEqual({
    source_page: '/solicitar-presupuesto',
    form_page: '/solicitar-presupuesto',
    previous_page: null,
  })
  expect(await resultsOf('/placas-jumilla')).toBe(2)
})
