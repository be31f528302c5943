import { toLeadInsertRow } from '@/lib/data/leads'
import type { Caller } from '@/lib/db/roles'
import { checkLeadSource, sitePages } from '@/lib/leads/check-lead-source'
import { leadSchema } from '@/lib/validations/lead'
import { leadFromForm } from '@/supabase/functions/_shared/lead-fields'
import { databaseWithAccounts } from '../support/database'
import { engines } from '../support/engines'
import { leadRow, sampleLead, validLeadForm } from '../support/leads'

// Leads enter only through the site: no API role a visitor or an account acts
// as may insert one, and the database refuses what the form refuses, even
// from the site's own server (service_role).

const anon: Caller = { role: 'anon' }
const server: Caller = { role: 'service_role' }

// The row an outside review stored by calling the API with the anon key.
const reviewRow = {
  email: 'not-an-email',
  name: 'Ana\r\nBcc: otro@example.com\u0007',
  source_page: '/fake-admin-page',
  referrer_host: 'evil..com',
}

describe.each(engines)('on %s', (engine) => {
  const world = databaseWithAccounts(engine)

  /** Inserts one lead as the caller; the column names are this file's, never input. */
  const insert = (caller: Caller, row: Record<string, unknown>) => {
    const columns = Object.keys(row)
    return world.run(
      caller,
      `insert into public.leads (${columns.join(', ')})
       values (${columns.map((_, index) => `$${index + 1}`).join(', ')})`,
      Object.values(row),
    )
  }
  const countLeads = async () =>
    (await world.db.query<{ n: number }>('select count(*)::int as n from public.leads')).rows[0]!.n
  const storedAs = async (id: string) =>
    (await world.db.query('select * from public.leads where id = $1', [id])).rows[0]

  describe('inserting a lead', () => {
    it('is refused to anon, to signed-in accounts and to admins: permission denied, nothing stored', async () => {
      const before = await countLeads()
      for (const caller of [anon, world.staff, world.admin])
        await expect(insert(caller, leadRow())).rejects.toThrow(/permission denied for table leads/)
      await expect(insert(anon, reviewRow)).rejects.toThrow(/permission denied for table leads/)
      expect(await countLeads()).toBe(before)
    })

    it('is the site’s server’s: a valid lead is stored and its notification queued', async () => {
      const id = '5f2a9c1e-3b4d-4e6f-8a7b-9c0d1e2f3a4b'
      await insert(server, leadRow({ id }))
      expect(await storedAs(id)).toMatchObject({ email: 'ana@example.com', status: 'new' })
      const { rows } = await world.db.query(
        'select status from public.lead_notifications where lead_id = $1',
        [id],
      )
      expect(rows).toEqual([{ status: 'pending' }])
    })
  })

  describe('the checks, which hold even for the site’s server', () => {
    it('refuse the review’s row, and each of its values alone', async () => {
      const before = await countLeads()
      await expect(insert(server, leadRow(reviewRow))).rejects.toThrow(/check constraint/)
      for (const [column, value] of [
        ['email', 'not-an-email'],
        ['name', 'Ana\r\nBcc: otro@example.com'],
        ['name', 'Ana\u0007'],
        ['name', 'Ana \u202egnp.exe'],
        ['city', '\ufeffCieza'],
        ['company', 'Solar\u200b S.L.'],
        ['phone', '600\u2066000000'],
        ['message', 'Hola\u0007'],
        ['message', 'Hola \u202e'],
        ['utm_source', 'goo\u200bgle'],
        ['utm_campaign', 'verano\n2026'],
        ['referrer_host', 'evil..com'],
        ['referrer_host', '-evil.com'],
        ['source_page', '//evil'],
        ['form_page', '//evil.example/'],
        ['previous_page', '/instalacion-placas-murcia//x'],
        ['source_page', '/Instalacion'],
        ['privacy_accepted', false],
      ] as const) {
        await expect(insert(server, leadRow({ [column]: value }))).rejects.toThrow(/check constraint/)
      }
      expect(await countLeads()).toBe(before)
    })

    it('take every e-mail the form takes, and refuse every one it refuses', async () => {
      const candidates = [
        ['ana@example.com', true],
        ["o'brien@example.com", true],
        ['ana.garcia+obra@correo.example.es', true],
        ['ANA_1@Example.COM', true],
        ['a-b@sub-domain.example.org', true],
        ['not-an-email', false],
        ['ana@example', false],
        ['ana..garcia@example.com', false],
        ['.ana@example.com', false],
        ['ana.@example.com', false],
        ["ana'@example.com", false],
        ['ana@-example.com', false],
        ['ana@example.c', false],
        ['ana@exam_ple.com', false],
        ['añá@example.com', false],
        ['ana @example.com', false],
      ] as const
      const verdicts = []
      for (const [email] of candidates) {
        const form = leadSchema.safeParse({ ...validLeadForm, email }).success
        const database = await insert(server, leadRow({ email })).then(
          () => true,
          () => false,
        )
        verdicts.push([email, form, database])
      }
      expect(verdicts).toEqual(candidates.map(([email, valid]) => [email, valid, valid]))
    })

    it('pass what the form and the source check produce: accents, ñ, emoji, line breaks and tabs', async () => {
      const form = leadSchema.parse({
        ...validLeadForm,
        email: '  jose.nunez@example.es ',
        nombre: ' José Ñúñez  Peña ',
        empresa: 'Instalaciones Águila, S.L.',
        ciudad: 'Abarán',
        telefono: '+34 611 22 33 44',
        mensaje: 'Hola:\r\nQuiero placas ☀️ en el tejado 🏠 (unos 6 kW).\n\n\tGracias, Begoña 😊',
      })
      const lead = sampleLead({
        ...leadFromForm(form),
        source: checkLeadSource({
          formPage: '/solicitar-presupuesto',
          previousPage: '/instalacion-placas-murcia',
          referrerHost: 'WWW.Google.es.',
          utmSource: 'google',
          utmMedium: 'cpc',
          utmCampaign: 'campaña verano ☀️',
          utmTerm: 'placas solares cieza',
          utmContent: 'anuncio-1',
        }),
      })
      await insert(server, toLeadInsertRow(lead))
      expect(await storedAs(lead.id)).toMatchObject({
        name: 'José Ñúñez Peña',
        message: 'Hola:\nQuiero placas ☀️ en el tejado 🏠 (unos 6 kW).\n\n\tGracias, Begoña 😊',
        source_page: '/instalacion-placas-murcia',
        referrer_host: 'www.google.es',
        utm_campaign: 'campaña verano ☀️',
      })
    })

    it('pass every page of the site in each page column, and plain host names', async () => {
      expect(sitePages).toContain('/')
      for (const page of sitePages)
        await insert(server, leadRow({ source_page: page, form_page: page, previous_page: page }))
      for (const host of ['google.com', 'l.facebook.com', 'xn--cieza-solar-9db.es', 'a-b.c-d.example'])
        await insert(server, leadRow({ referrer_host: host }))
    })
  })
})
