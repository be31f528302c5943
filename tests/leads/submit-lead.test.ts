import type { PGlite } from '@electric-sql/pglite'
import { createRateLimiter } from '@/lib/limits/memory'
import { submitLead, type SubmitLeadDeps } from '@/lib/leads/submit-lead'
import { createTestDb } from '../support/database'
import { campaignSourceColumns, submitDeps, validLeadForm } from '../support/leads'

// The whole path of a submission, on a real Postgres (PGlite) with the real migrations.

const success = 'Mensaje enviado correctamente. Nos pondremos en contacto contigo pronto.'
const failure = 'Error al enviar el mensaje. Por favor, inténtalo de nuevo.'

const form = validLeadForm

let db: PGlite
let notified: string[]

const deps = (overrides: Partial<SubmitLeadDeps> = {}) => submitDeps(() => db, notified, overrides)

const leads = async () => (await db.query<Record<string, unknown>>('select * from leads')).rows
const notifications = async () =>
  (await db.query<{ status: string; attempts: number }>('select status, attempts from lead_notifications'))
    .rows

beforeAll(async () => {
  db = await createTestDb()
})
afterAll(() => db.close())
// One database for the file (each boots in seconds): every test starts with no lead, and no failing trigger.
beforeEach(async () => {
  await db.exec(`drop trigger if exists fail on lead_notifications; drop function if exists fail();
                 truncate leads cascade`)
  notified = []
  jest.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => jest.restoreAllMocks())

it('stores a name without its invisible and direction-changing characters, as it reads on screen', async () => {
  expect(await submitLead({ ...form, nombre: 'Juan \u202egnp.exe\u202c' }, deps())).toMatchObject({
    ok: true,
  })
  expect((await leads())[0]).toMatchObject({ name: 'Juan gnp.exe' })
})

it('refuses a control character with the message the browser shows, and stores nothing', async () => {
  expect(await submitLead({ ...form, nombre: 'Juan\u0007' }, deps())).toEqual({
    ok: false,
    message: 'El nombre contiene caracteres no permitidos',
    fieldErrors: { nombre: 'El nombre contiene caracteres no permitidos' },
  })
  expect(await leads()).toEqual([])
})

it('stores utm values without direction-changing characters', async () => {
  const source = { formPage: '/solicitar-presupuesto', utmCampaign: 'oferta\u202e2026' }
  expect(await submitLead({ ...form, source }, deps())).toMatchObject({ ok: true })
  expect((await leads())[0]).toMatchObject({ utm_campaign: 'oferta2026' })
})

it('stores a valid lead exactly once, with the eight columns and empty optional fields as null', async () => {
  expect(await submitLead(form, deps())).toEqual({ ok: true, message: success })
  const rows = await leads()
  expect(rows).toHaveLength(1)
  // The submitted values under the columns' names; the empty company and phone as null.
  expect(rows[0]).toMatchObject({
    email: form.email,
    name: form.nombre,
    company: null,
    city: form.ciudad,
    phone: null,
    message: form.mensaje,
    privacy_accepted: form.aceptaPrivacidad,
    communication_consent: form.aceptaComunicaciones,
  })
  expect(await notifications()).toEqual([{ status: 'pending', attempts: 0 }])
  expect(notified).toEqual([rows[0]!.id])
})

it('stores where the lead came from, as checked: the quote page passes its credit to the page before it', async () => {
  const source = {
    formPage: '/solicitar-presupuesto',
    previousPage: '/instalacion-placas-murcia',
    referrerHost: 'WWW.Google.com',
    utmSource: 'google',
    utmMedium: 'cpc',
    utmCampaign: '<script>x</script>',
  }
  expect(await submitLead({ ...form, source }, deps())).toEqual({ ok: true, message: success })
  expect((await leads())[0]).toMatchObject({
    ...campaignSourceColumns,
    // Stored as text, shown as text: never trusted for anything but display and counting.
    utm_campaign: '<script>x</script>',
  })
})

it('keeps the lead when its reported source is forged: the bad values are dropped, not the lead', async () => {
  const forged = {
    formPage: 'https://evil.example/phish',
    previousPage: { toString: () => '/' },
    referrerHost: 'evil.example/path?x=1',
    utmSource: 'x'.repeat(10_000),
    utmMedium: 42,
  }
  expect(await submitLead({ ...form, source: forged }, deps())).toEqual({ ok: true, message: success })
  const [row] = await leads()
  expect(row).toMatchObject({
    source_page: null,
    form_page: null,
    previous_page: null,
    referrer_host: null,
    utm_medium: null,
  })
  expect(row!.utm_source).toBe('x'.repeat(100))
  expect(await submitLead({ ...form, source: 'nada' }, deps())).toEqual({ ok: true, message: success })
  expect(await leads()).toHaveLength(2)
})

it('keeps the lead when the staff pages cannot be read: the page it names falls back as an unknown one', async () => {
  const source = {
    formPage: '/solicitar-presupuesto',
    previousPage: '/placas-solares-jumilla',
    utmSource: 'google',
  }
  const unreadable = deps({ publishedStaffPaths: () => Promise.reject(new Error('base de datos caída')) })
  expect(await submitLead({ ...form, source }, unreadable)).toEqual({ ok: true, message: success })
  expect((await leads())[0]).toMatchObject({
    source_page: '/solicitar-presupuesto',
    form_page: '/solicitar-presupuesto',
    previous_page: null,
    utm_source: 'google',
  })
})

it('answers invalid input with the first rule message, and stores nothing', async () => {
  const result = await submitLead({ ...form, email: 'x', mensaje: '' }, deps())
  expect(result).toMatchObject({ ok: false, message: 'Email inválido' })
  expect(await leads()).toEqual([])
  expect(notified).toEqual([])
})

it('answers a filled honeypot with the ordinary success, and stores and sends nothing', async () => {
  expect(await submitLead({ ...form, website: 'http://spam.example' }, deps())).toEqual({
    ok: true,
    message: success,
  })
  expect(await leads()).toEqual([])
  expect(notified).toEqual([])
})

it('stores hostile text as plain data, never as markup, and does not echo it back', async () => {
  const hostile = '<img src=x onerror=alert(1)><script>alert("x")</script>'
  const values = {
    ...form,
    nombre: hostile.slice(0, 100),
    empresa: `'; drop table leads; --`,
    mensaje: `${hostile} 🙂 ñandú`,
  }
  const result = await submitLead(values, deps())
  expect(JSON.stringify(result)).not.toContain('<img')
  const [row] = await leads()
  expect(row).toMatchObject({ name: values.nombre, company: values.empresa, message: values.mensaje })
})

it('refuses 10 000-character strings in every field with their messages', async () => {
  const long = 'x'.repeat(10_000)
  const result = await submitLead(
    { ...form, email: long, nombre: long, empresa: long, ciudad: long, telefono: long, mensaje: long },
    deps(),
  )
  expect(result).toEqual({
    ok: false,
    message: 'Email demasiado largo',
    fieldErrors: {
      email: 'Email demasiado largo',
      nombre: 'Nombre demasiado largo',
      empresa: 'Empresa demasiado larga',
      ciudad: 'Ciudad demasiado larga',
      telefono: 'Teléfono demasiado largo',
      mensaje: 'Mensaje demasiado largo',
    },
  })
  expect(await leads()).toEqual([])
})

it('answers a database failure with the generic error, leaves no partial row and sends nothing', async () => {
  await db.exec(`create function fail() returns trigger language plpgsql as $$ begin raise exception 'caída'; end $$;
                 create trigger fail after insert on lead_notifications for each row execute function fail();`)
  expect(await submitLead(form, deps())).toEqual({ ok: false, message: failure })
  expect(await leads()).toEqual([])
  expect(await notifications()).toEqual([])
  expect(notified).toEqual([])
})

it('limits submissions per client address with a clear Spanish message', async () => {
  const limiter = createRateLimiter({ max: 2, windowMs: 60_000 })
  expect((await submitLead(form, deps({ limiter }))).ok).toBe(true)
  expect((await submitLead(form, deps({ limiter }))).ok).toBe(true)
  expect(await submitLead(form, deps({ limiter }))).toEqual({
    ok: false,
    message: expect.stringContaining('demasiadas solicitudes'),
  })
  expect((await submitLead(form, deps({ limiter, clientKey: '198.51.100.2' }))).ok).toBe(true)
  expect(await leads()).toHaveLength(3)
})

it('stores nothing when the rate limit cannot be checked (its database is unreachable)', async () => {
  const limiter = { take: () => Promise.reject(new Error('database unreachable')) }
  expect(await submitLead(form, deps({ limiter }))).toEqual({ ok: false, message: failure })
  expect(await leads()).toEqual([])
  expect(notified).toEqual([])
})
