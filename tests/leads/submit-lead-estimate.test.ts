import type { PGlite } from '@electric-sql/pglite'
import { createRateLimiter } from '@/lib/limits/memory'
import { submitLead, type SubmitLeadDeps } from '@/lib/leads/submit-lead'
import { estimateSavings } from '@/lib/savings/estimate'
import { builtInSavingsFigures } from '@/lib/savings/published-figures'
import { estimateSummary } from '@/lib/savings/summary'
import type { SavingsFigures } from '@/lib/savings/types'
import type { SavingsInput } from '@/lib/validations/savings'
import { createTestDb } from '../support/database'
import { ciezaHouse } from '../support/savings'
import { builtInEstimates, submitDeps, validLeadForm } from '../support/leads'

// A quote request that carries the visitor's savings estimate, on a real
// Postgres (PGlite): the server works the estimate out again from the inputs
// with the published figures and stores that, never the browser's figures; a
// different result goes back to the visitor before anything is stored.

const success = 'Mensaje enviado correctamente. Nos pondremos en contacto contigo pronto.'
const today = '2026-11-29'

const input = ciezaHouse()
/** What the calculator showed the visitor with `figures` on `day`. */
const shownWith = (figures: SavingsFigures, day = today, given: SavingsInput = input) =>
  estimateSavings(given, figures, day)
const dearer: SavingsFigures = { ...builtInSavingsFigures, energyPrice: { min: 0.24, max: 0.3 } }

let db: PGlite
let notified: string[]

const deps = (overrides: Partial<SubmitLeadDeps> = {}) => submitDeps(() => db, notified, overrides)

/** The quote form with the estimate part the calculator attaches. */
const withEstimate = (estimate: unknown, fields: Record<string, unknown> = {}) => ({
  ...validLeadForm,
  ...fields,
  estimate,
})
const storedEstimates = async () =>
  (await db.query<{ savings_estimate: unknown }>('select savings_estimate from public.leads')).rows.map(
    (row) => row.savings_estimate,
  )

beforeAll(async () => {
  db = await createTestDb()
})
afterAll(() => db.close())
beforeEach(async () => {
  await db.exec('truncate public.leads cascade')
  notified = []
  jest.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => jest.restoreAllMocks())

it('stores the estimate it worked out again, with its inputs, the figures’ version and the summary shown', async () => {
  const shown = shownWith(builtInSavingsFigures)
  expect(await submitLead(withEstimate({ input, shown }), deps())).toEqual({ ok: true, message: success })
  const stored = { version: 'repositorio', input, estimate: shown }
  expect(await storedEstimates()).toEqual([{ ...stored, summary: estimateSummary(stored) }])
  expect(notified).toHaveLength(1)
})

it('reads the inputs as the calculator’s form sends them, Spanish numbers and all', async () => {
  const formInput = { ...input, monthlyBill: '1.200,50', battery: 'on' }
  const given = { ...input, monthlyBill: 1200.5, battery: true }
  expect(
    await submitLead(
      withEstimate({ input: formInput, shown: shownWith(builtInSavingsFigures, today, given) }),
      deps(),
    ),
  ).toMatchObject({ ok: true })
  expect(await storedEstimates()).toEqual([expect.objectContaining({ input: given })])
})

it('shows the visitor the estimate of the published figures when the one they saw differs, and stores nothing until they send it', async () => {
  const published = {
    figures: async () => ({ figures: dearer, version: '2026-11-28T09:00:00.000Z' }),
    today: () => today,
  }
  const answer = await submitLead(
    withEstimate({ input, shown: shownWith(builtInSavingsFigures) }),
    deps({ estimates: published }),
  )
  const expected = { version: '2026-11-28T09:00:00.000Z', input, estimate: shownWith(dearer) }
  expect(answer).toEqual({
    ok: false,
    message:
      'Hemos actualizado tu cálculo de ahorro con los datos vigentes y el resultado ha cambiado. Revísalo y pulsa «Enviar solicitud» para enviarla con el cálculo nuevo.',
    estimateChanged: { stored: expected, lines: estimateSummary(expected) },
  })
  expect(await storedEstimates()).toEqual([])
  expect(notified).toEqual([])

  // Sent again with the estimate it was shown, through JSON as a browser sends it, the request goes.
  const { stored } = JSON.parse(
    JSON.stringify((answer as { estimateChanged: { stored: typeof expected } }).estimateChanged),
  )
  expect(
    await submitLead(
      withEstimate({ input: stored.input, shown: stored.estimate }),
      deps({ estimates: published }),
    ),
  ).toEqual({ ok: true, message: success })
  expect(await storedEstimates()).toEqual([{ ...expected, summary: estimateSummary(expected) }])
})

it('never stores figures the browser made up: a flattering saving is replaced by the published one', async () => {
  const shown = shownWith(builtInSavingsFigures)
  const flattering = { ...shown, savingPerYear: { min: 5000, max: 9000 } }
  const answer = await submitLead(withEstimate({ input, shown: flattering }), deps())
  expect(answer).toMatchObject({ ok: false, estimateChanged: { stored: { estimate: shown } } })
  expect(await submitLead(withEstimate({ input, shown: 'anything' }), deps())).toMatchObject({
    estimateChanged: { stored: { estimate: shown } },
  })
  expect(await storedEstimates()).toEqual([])
})

it('asks again when an aid ended between the visitor’s calculation and the request', async () => {
  const withAid: SavingsFigures = {
    ...builtInSavingsFigures,
    aids: builtInSavingsFigures.aids.map((aid) =>
      aid.name === 'Deducción autonómica de la Región de Murcia' ? { ...aid, endsOn: '30/11/2026' } : aid,
    ),
  }
  const figures = async () => ({ figures: withAid, version: 'repositorio' })
  const shown = shownWith(withAid, '2026-11-30')
  expect(shown.aids.map((aid) => aid.name)).toContain('Deducción autonómica de la Región de Murcia')
  const nextDay = { figures, today: () => '2026-12-01' }
  const answer = await submitLead(withEstimate({ input, shown }), deps({ estimates: nextDay }))
  expect(answer).toMatchObject({
    ok: false,
    estimateChanged: { stored: { estimate: shownWith(withAid, '2026-12-01') } },
  })
  const { estimateChanged } = answer as {
    estimateChanged: { stored: { estimate: { aids: unknown[]; endedAids: { name: string }[] } } }
  }
  expect(estimateChanged.stored.estimate.endedAids.map((aid) => aid.name)).toContain(
    'Deducción autonómica de la Región de Murcia',
  )
  expect(
    await submitLead(
      withEstimate({ input, shown }),
      deps({ estimates: { figures, today: () => '2026-11-30' } }),
    ),
  ).toMatchObject({ ok: true })
})

it.each([
  [
    'a negative bill',
    { ...input, monthlyBill: -5 },
    'escribe lo que pagas al mes sin signo menos: no puede ser negativo',
  ],
  ['no town', { ...input, town: '' }, 'elige tu localidad en la lista'],
  ['no inputs at all', undefined, 'faltan los datos del cálculo'],
])('refuses %s with a Spanish message, storing and counting nothing', async (_, given, reason) => {
  const once = createRateLimiter({ max: 1, windowMs: 60_000 })
  expect(await submitLead(withEstimate({ input: given, shown: {} }), deps({ limiter: once }))).toEqual({
    ok: false,
    message: `No hemos podido leer tu cálculo de ahorro (${reason}). Vuelve a calcular tu ahorro y pide el presupuesto desde el resultado.`,
  })
  expect(await storedEstimates()).toEqual([])
  // The refusal took no request from the visitor's allowance.
  expect(await submitLead(validLeadForm, deps({ limiter: once }))).toEqual({ ok: true, message: success })
})

it('refuses a town the published figures no longer list (after reading them), storing nothing', async () => {
  expect(
    await submitLead(withEstimate({ input: { ...input, town: 'Pueblo Inventado' }, shown: {} }), deps()),
  ).toEqual({
    ok: false,
    message:
      'No hemos podido leer tu cálculo de ahorro (elige tu localidad en la lista). Vuelve a calcular tu ahorro y pide el presupuesto desde el resultado.',
  })
  expect(await storedEstimates()).toEqual([])
})

it('refuses an estimate part that is not an object of inputs', async () => {
  for (const estimate of ['Cieza', 42, []])
    expect(await submitLead(withEstimate(estimate), deps())).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^No hemos podido leer tu cálculo de ahorro/),
    })
  expect(await storedEstimates()).toEqual([])
})

it('stores a request without an estimate as before: no estimate, and no figures read', async () => {
  const figures = jest.fn(builtInEstimates.figures)
  expect(await submitLead(validLeadForm, deps({ estimates: { figures, today: () => today } }))).toEqual({
    ok: true,
    message: success,
  })
  expect(await submitLead({ ...validLeadForm, estimate: null }, deps())).toMatchObject({ ok: true })
  expect(await storedEstimates()).toEqual([null, null])
  expect(figures).not.toHaveBeenCalled()
})

it('answers a bot’s filled honeypot as ever, without working anything out', async () => {
  const figures = jest.fn(builtInEstimates.figures)
  const answer = await submitLead(
    withEstimate({ input, shown: {} }, { website: 'http://spam.example' }),
    deps({ estimates: { figures, today: () => today } }),
  )
  expect(answer).toEqual({ ok: true, message: success })
  expect(await storedEstimates()).toEqual([])
  expect(figures).not.toHaveBeenCalled()
})

it('answers the ordinary failure and stores nothing when the published figures cannot be read', async () => {
  const unreadable = { figures: () => Promise.reject(new Error('base de datos caída')), today: () => today }
  expect(
    await submitLead(
      withEstimate({ input, shown: shownWith(builtInSavingsFigures) }),
      deps({ estimates: unreadable }),
    ),
  ).toEqual({ ok: false, message: 'Error al enviar el mensaje. Por favor, inténtalo de nuevo.' })
  expect(await storedEstimates()).toEqual([])
})
