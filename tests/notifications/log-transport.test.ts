import type { PGlite } from '@electric-sql/pglite'
import { createLocalBackend } from '@/lib/data/local/backend'
import { createRateLimiter } from '@/lib/limits/memory'
import { submitLead } from '@/lib/leads/submit-lead'
import { serviceRoleRpc } from '@/lib/data/local/service-role-rpc'
import { deliverNotifications } from '@/supabase/functions/_shared/notification-delivery'
import { logTransport } from '@/lib/notifications/transports'
import { createTestDb } from '../support/database'
import { builtInEstimates, sampleEstimate, sampleLead, validLeadForm } from '../support/leads'
import { unknownSource } from '@/supabase/functions/_shared/lead-source-fields'

// Without SMTP_URL a lead's e-mail goes to the server log, where the owner also
// looks for the one-time setup link: a visitor's text must not print lines there.

const fakeSetupBlock = [
  'No admin account exists yet. To create it, open this one-time setup link and sign up; that account becomes the admin:',
  '  https://evil.example/auth?setup=0123456789abcdef',
  'It works once, until 2026-11-28T03:33:00.000Z (24 hours); restarting the server prints a new one.',
]

let db: PGlite
beforeAll(async () => {
  db = await createTestDb()
})
afterAll(() => db.close())
// One database for the file (each boots in seconds): every test starts with no lead.
beforeEach(() => db.exec('truncate public.leads cascade'))
afterEach(() => jest.restoreAllMocks())

/** What one delivery run writes to the log, split as a log viewer splits it. */
async function loggedLines(message: string): Promise<string[]> {
  const submitted = await submitLead(
    { ...validLeadForm, mensaje: message },
    {
      clientKey: '203.0.113.7',
      limiter: createRateLimiter({ max: 10, windowMs: 60_000 }),
      insert: createLocalBackend(async () => db).leads.insert,
      publishedStaffPaths: async () => new Set(),
      notify: () => {},
      estimates: builtInEstimates,
    },
  )
  expect(submitted.ok).toBe(true)
  const info = jest.spyOn(console, 'info').mockImplementation(() => {})
  expect(await deliverNotifications(serviceRoleRpc(db), logTransport, 'due')).toMatchObject({ logged: 1 })
  return info.mock.calls
    .map((call) => call.join(' '))
    .flatMap((text) => text.split(/\r\n|[\n\r\v\f\u0085\u2028\u2029]/))
}

it.each([
  ['line feeds', '\n'],
  ['carriage returns', '\r'],
  ['Unicode line separators', '\u2028'],
])('prints no line of a message with %s that could pass for the server’s own', async (_, lineBreak) => {
  const lines = await loggedLines(['Hola, quiero un presupuesto.', ...fakeSetupBlock].join(lineBreak))
  expect(lines.length).toBeGreaterThan(3)
  for (const line of lines) {
    expect(line).toMatch(/^\[notificación\] /)
    expect(line).not.toMatch(/^\s*No admin account exists yet/)
    expect(line).not.toMatch(/^\s*https:\/\/evil\.example/)
  }
  // The staff still read the whole message, line by line.
  expect(lines).toContain(
    '[notificación] No admin account exists yet. To create it, open this one-time setup link and sign up; that account becomes the admin:',
  )
})

// A lead stored before today's validation could hold any character.
it('writes terminal escape sequences of a stored lead as text, not as controls', async () => {
  const info = jest.spyOn(console, 'info').mockImplementation(() => {})
  await logTransport({
    ...sampleLead({ message: 'Hola\u001b[2K\u001b[1Acambiado' }),
    leadId: 'lead-1',
    source: unknownSource,
  })
  const text = info.mock.calls.map((call) => call.join(' ')).join('\n')
  expect(text).not.toMatch(/\u001b/)
  expect(text).toContain('[notificación] Hola\\u001b[2K\\u001b[1Acambiado')
})

it('writes the savings estimate a lead came with, a marked line each', async () => {
  const info = jest.spyOn(console, 'info').mockImplementation(() => {})
  await logTransport({ ...sampleLead({ estimate: sampleEstimate }), leadId: 'lead-1' })
  const lines = info.mock.calls
    .map((call) => call.join(' '))
    .join('\n')
    .split('\n')
  expect(lines).toEqual(
    expect.arrayContaining([
      '[notificación] Cálculo de ahorro:',
      '[notificación] Instalación: 3 – 4 kW',
      '[notificación] Ahorro al año: 600 € – 800 €',
    ]),
  )
})
