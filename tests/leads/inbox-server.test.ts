/** @jest-environment node */
import type { PGlite } from '@electric-sql/pglite'
import { refresh } from 'next/cache'
import { NextRequest } from 'next/server'
import { toggleLeadHandledAction } from '@/app/(admin)/seo-dashboard/solicitudes/actions'
import { GET as exportCsv } from '@/app/(admin)/seo-dashboard/solicitudes/export/route'
import { getLocalDb } from '@/lib/data/local/database'
import { leadsCsvHeader } from '@/lib/leads/csv'
import { createAccount, createTestDb } from '../support/database'
import { sessionTokenOf, signedInWith } from '../support/session'

// The inbox's export route and toggle action, wired as on the server: a real
// PGlite, real signed session cookies; Next.js's request cookies are replaced
// by an in-memory store. Each must check the session and the admin right itself.

jest.mock('next/headers', () => ({ cookies: jest.fn(), headers: jest.fn() }))
jest.mock('next/cache', () => ({ refresh: jest.fn() }))
jest.mock('@/lib/data/local/database', () => ({ getLocalDb: jest.fn() }))
jest.mock('@/lib/auth/local/secret', () => ({ localAuthSecret: () => 'clave-de-prueba-'.repeat(3) }))

const leadId = '0b7e6a52-8f1c-4d8e-9a57-3c1d2e4f5a6b'
let db: PGlite
let adminCookie: string
let staffCookie: string

const exportRequest = (search = '') =>
  exportCsv(new NextRequest(`http://127.0.0.1/seo-dashboard/solicitudes/export${search}`))
const form = (values: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(values)) data.set(name, value)
  return data
}
const handledAt = async () =>
  (await db.query<{ handled_at: Date | null }>('select handled_at from leads where id = $1', [leadId]))
    .rows[0]!.handled_at

beforeAll(async () => {
  db = await createTestDb()
  jest.mocked(getLocalDb).mockResolvedValue(db)
  adminCookie = sessionTokenOf(await createAccount(db, 'gerencia@example.com', { admin: true }))
  staffCookie = sessionTokenOf(await createAccount(db, 'staff@example.com'))
  await db.query(
    `insert into leads (id, created_at, email, name, city, phone, message, privacy_accepted) values
       ($1, '2026-07-05 09:05+02', 'ana@example.com', '=HYPERLINK("http://x","y")', 'Cieza', '+34 600 000 000',
        '<img src=x onerror=alert(1)>', true),
       (gen_random_uuid(), '2026-07-04 10:00+02', 'luis@example.com', 'Luis Pérez', 'Murcia', null,
        E'Placas, por favor\\n"urgente"', true)`,
    [leadId],
  )
})
afterAll(() => db.close())
beforeEach(() => jest.mocked(refresh).mockClear())

describe('the CSV export route', () => {
  it('answers 401 without a session and 403 to an account that is not admin, with no data', async () => {
    signedInWith(undefined)
    const signedOut = await exportRequest()
    expect(signedOut.status).toBe(401)
    expect(await signedOut.text()).not.toContain('ana@example.com')
    signedInWith(staffCookie)
    const staff = await exportRequest()
    expect(staff.status).toBe(403)
    expect(await staff.text()).toBe('Tu cuenta no tiene permiso para exportar las solicitudes.')
  })

  it('gives an admin the filtered list as an attachment: BOM, CRLF, quoted and neutralised cells', async () => {
    signedInWith(adminCookie)
    const response = await exportRequest()
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="solicitudes-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    expect(response.headers.get('cache-control')).toBe('no-store')
    const bytes = Buffer.from(await response.arrayBuffer())
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    // The columns themselves are pinned in csv.test.ts; here, what the route makes of the stored leads.
    const [header, ana, luis, end] = bytes.toString('utf8').slice(1).split('\r\n')
    expect(header).toBe(leadsCsvHeader.join(','))
    expect(ana).toMatch(/^05\/07\/2026 09:05,ana@example\.com,/)
    expect(ana).toContain(`,"'=HYPERLINK(""http://x"",""y"")",`)
    expect(ana).toContain(`,'+34 600 000 000,<img src=x onerror=alert(1)>,`)
    expect(ana).toMatch(/,Nueva,,,Pendiente de envío$/)
    expect(luis).toMatch(/^04\/07\/2026 10:00,luis@example\.com,Luis Pérez,/)
    expect(luis).toContain(`,"Placas, por favor\n""urgente""",`)
    expect(end).toBe('')
  })

  it('applies the search and the state of the address', async () => {
    signedInWith(adminCookie)
    const rows = async (search: string) =>
      (await (await exportRequest(search)).text()).split('\r\n').length - 2
    expect(await rows('?q=murcia')).toBe(1)
    expect(await rows('?estado=atendidas')).toBe(0)
    expect(await rows('?estado=nuevas&q=example.com')).toBe(2)
  })
})

describe('the handled toggle action', () => {
  it('refuses a signed-out visitor and an account that is not admin, and changes nothing', async () => {
    signedInWith(undefined)
    expect(await toggleLeadHandledAction(null, form({ id: leadId, handled: 'true' }))).toEqual({
      ok: false,
      message: 'Tu sesión ha caducado. Vuelve a iniciar sesión.',
    })
    signedInWith(staffCookie)
    expect(await toggleLeadHandledAction(null, form({ id: leadId, handled: 'true' }))).toEqual({
      ok: false,
      message: 'Tu cuenta no tiene permiso para gestionar las solicitudes.',
    })
    expect(await handledAt()).toBeNull()
    expect(refresh).not.toHaveBeenCalled()
  })

  it('refuses malformed input', async () => {
    signedInWith(adminCookie)
    const malformed: Record<string, string>[] = [
      { id: 'export', handled: 'true' },
      { id: leadId, handled: 'sí' },
      { id: leadId },
    ]
    for (const values of malformed) {
      expect(await toggleLeadHandledAction(null, form(values))).toMatchObject({
        ok: false,
        message: 'La solicitud no es válida.',
      })
    }
    expect(await handledAt()).toBeNull()
  })

  it('lets an admin mark a lead handled and new again, refreshing the page', async () => {
    signedInWith(adminCookie)
    expect(await toggleLeadHandledAction(null, form({ id: leadId, handled: 'true' }))).toEqual({
      ok: true,
      message: 'Solicitud marcada como atendida.',
    })
    expect(await handledAt()).toBeInstanceOf(Date)
    expect(refresh).toHaveBeenCalledTimes(1)
    expect(await toggleLeadHandledAction(null, form({ id: leadId, handled: 'false' }))).toMatchObject({
      ok: true,
      message: 'Solicitud marcada como no atendida.',
    })
    expect(await handledAt()).toBeNull()
  })

  it('says so when the lead is gone, and logs why', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {})
    signedInWith(adminCookie)
    expect(
      await toggleLeadHandledAction(
        null,
        form({ id: '00000000-0000-4000-8000-000000000000', handled: 'true' }),
      ),
    ).toEqual({ ok: false, message: 'No se pudo guardar el cambio. Inténtalo de nuevo.' })
    expect(logged).toHaveBeenCalledWith('Admin action failed', expect.anything())
    logged.mockRestore()
  })
})
