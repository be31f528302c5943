import { refresh } from 'next/cache'
import { NextRequest } from 'next/server'
import { addLeadNoteAction, setLeadStatusAction } from '@/components/admin/leads/inbox-actions'
import { GET as exportCsv } from '@/app/(admin)/seo-dashboard/solicitudes/export/route'
import { leadsCsvHeader } from '@/lib/leads/csv'
import { answersToSignedOutAndStaff, localDbWithAdminAndStaff } from '../support/admin-fixture'
import { formOf } from '../support/form-data'
import { signedInWith } from '../support/session'

// The inbox's export route and its actions (state, notes), wired as on the server: a real
// PGlite, real signed session cookies; Next.js's request cookies are replaced
// by an in-memory store. Each must check the session and the admin right itself.

jest.mock('next/headers', () => ({ cookies: jest.fn(), headers: jest.fn() }))
jest.mock('next/cache', () => ({ refresh: jest.fn() }))
jest.mock('@/lib/db/database', () => ({ getLocalDb: jest.fn() }))
jest.mock('@/lib/auth/local/secret', () => ({ localAuthSecret: () => 'clave-de-prueba-'.repeat(3) }))

const leadId = '0b7e6a52-8f1c-4d8e-9a57-3c1d2e4f5a6b'
const local = localDbWithAdminAndStaff()

const exportRequest = (search = '') =>
  exportCsv(new NextRequest(`http://127.0.0.1/seo-dashboard/solicitudes/export${search}`))
const storedStatus = async () =>
  (await local.db.query<{ status: string }>('select status from leads where id = $1', [leadId])).rows[0]!
    .status
const storedHistory = async () =>
  (
    await local.db.query<{ from_status: string; to_status: string; changed_by_email: string }>(
      'select from_status, to_status, changed_by_email from lead_status_changes where lead_id = $1 order by id',
      [leadId],
    )
  ).rows
const storedNotes = async () =>
  (
    await local.db.query<{ body: string; author_email: string }>(
      'select body, author_email from lead_notes where lead_id = $1 order by created_at, id',
      [leadId],
    )
  ).rows

beforeAll(async () => {
  await local.db.query(
    `insert into leads (id, created_at, email, name, city, phone, message, privacy_accepted) values
       ($1, '2026-07-05 09:05+02', 'ana@example.com', '=HYPERLINK("http://x","y")', 'Cieza', '+34 600 000 000',
        '<img src=x onerror=alert(1)>', true),
       (gen_random_uuid(), '2026-07-04 10:00+02', 'luis@example.com', 'Luis Pérez', 'Murcia', null,
        E'Placas, por favor\\n"urgente"', true)`,
    [leadId],
  )
})
// Each test starts from the two leads, new, with no history and no note.
beforeEach(async () => {
  jest.mocked(refresh).mockClear()
  await local.db.exec(
    `delete from lead_notes; delete from lead_status_changes; update leads set status = 'new'`,
  )
})

describe('the CSV export route', () => {
  it('answers 401 without a session and 403 to an account that is not admin, with no data', async () => {
    const { signedOut, staff } = await answersToSignedOutAndStaff(() => exportRequest(), local.staffCookie)
    expect(signedOut.status).toBe(401)
    expect(signedOut.text).not.toContain('ana@example.com')
    expect(staff).toEqual({ status: 403, text: 'Tu cuenta no tiene permiso para exportar las solicitudes.' })
  })

  it('gives an admin the filtered list as an attachment: BOM, CRLF, ";", quoted and neutralised cells, notes', async () => {
    signedInWith(local.adminCookie)
    await local.db.query(
      `insert into lead_notes (lead_id, body, created_at, author_email) values
         ($1, 'Llamar el lunes', '2026-07-06 10:00+02', 'gerencia@example.com'),
         ($1, '=Visita; hecha', '2026-07-08 18:30+02', 'oficina@example.com')`,
      [leadId],
    )
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
    expect(header).toBe(leadsCsvHeader.join(';'))
    expect(ana).toMatch(/^05\/07\/2026;09:05;ana@example\.com;/)
    expect(ana).toContain(`;"'=HYPERLINK(""http://x"",""y"")";`)
    expect(ana).toContain(`;'+34 600 000 000;<img src=x onerror=alert(1)>;`)
    expect(ana).toMatch(
      /;Nueva;;;;;;;;;;Pendiente de envío;"08\/07\/2026 18:30 Oficina: =Visita; hecha\n06\/07\/2026 10:00 Gerencia: Llamar el lunes"$/,
    )
    expect(luis).toMatch(/^04\/07\/2026;10:00;luis@example\.com;Luis Pérez;/)
    expect(luis).toContain(`;"Placas, por favor\n""urgente""";`)
    expect(luis).toMatch(/;Pendiente de envío;$/)
    expect(end).toBe('')
  })

  it('applies the search and the state of the address', async () => {
    signedInWith(local.adminCookie)
    const rows = async (search: string) =>
      (await (await exportRequest(search)).text()).split('\r\n').length - 2
    expect(await rows('?q=murcia')).toBe(1)
    expect(await rows('?estado=ganadas')).toBe(0)
    expect(await rows('?estado=nuevas&q=example.com')).toBe(2)
    expect(await rows('?origen=/instalacion-placas-murcia')).toBe(0)
  })
})

describe('the state action', () => {
  it('refuses a signed-out visitor and an account that is not admin, and changes nothing', async () => {
    signedInWith(undefined)
    expect(await setLeadStatusAction(null, formOf({ id: leadId, status: 'won' }))).toEqual({
      ok: false,
      message: 'Tu sesión ha caducado. Vuelve a iniciar sesión.',
    })
    signedInWith(local.staffCookie)
    expect(await setLeadStatusAction(null, formOf({ id: leadId, status: 'won' }))).toEqual({
      ok: false,
      message: 'Tu cuenta no tiene permiso para gestionar las solicitudes.',
    })
    expect(await storedStatus()).toBe('new')
    expect(refresh).not.toHaveBeenCalled()
  })

  it('refuses malformed input', async () => {
    signedInWith(local.adminCookie)
    const malformed: [Record<string, string>, string][] = [
      [{ id: 'export', status: 'won' }, 'La solicitud no es válida.'],
      [{ id: leadId, status: 'handled' }, 'Elige un estado de la lista.'],
      [{ id: leadId }, 'Elige un estado de la lista.'],
    ]
    for (const [values, message] of malformed) {
      expect(await setLeadStatusAction(null, formOf(values))).toMatchObject({ ok: false, message })
    }
    expect(await storedStatus()).toBe('new')
    expect(await storedHistory()).toEqual([])
  })

  it('moves a lead along the pipeline, the database recording each step, and refreshes the page', async () => {
    signedInWith(local.adminCookie)
    for (const [status, label] of [
      ['contacted', 'Contactada'],
      ['quote_sent', 'Presupuesto enviado'],
      ['won', 'Ganada'],
    ] as const) {
      expect(await setLeadStatusAction(null, formOf({ id: leadId, status }))).toEqual({
        ok: true,
        message: `Estado guardado: ${label}.`,
      })
    }
    expect(await storedStatus()).toBe('won')
    expect(refresh).toHaveBeenCalledTimes(3)
    expect(await storedHistory()).toEqual([
      { from_status: 'new', to_status: 'contacted', changed_by_email: 'gerencia@example.com' },
      { from_status: 'contacted', to_status: 'quote_sent', changed_by_email: 'gerencia@example.com' },
      { from_status: 'quote_sent', to_status: 'won', changed_by_email: 'gerencia@example.com' },
    ])
  })

  it('says so when the lead is gone, and logs why', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {})
    signedInWith(local.adminCookie)
    expect(
      await setLeadStatusAction(null, formOf({ id: '00000000-0000-4000-8000-000000000000', status: 'won' })),
    ).toEqual({ ok: false, message: 'No se pudo guardar el estado. Inténtalo de nuevo.' })
    expect(logged).toHaveBeenCalledWith('Admin action failed', expect.anything())
    logged.mockRestore()
  })
})

describe('the note action', () => {
  it('refuses an account that is not admin, and an empty or overlong note', async () => {
    signedInWith(local.staffCookie)
    expect(await addLeadNoteAction(null, formOf({ id: leadId, body: 'Hola' }))).toMatchObject({ ok: false })
    signedInWith(local.adminCookie)
    expect(await addLeadNoteAction(null, formOf({ id: leadId, body: '   ' }))).toMatchObject({
      ok: false,
      message: 'Escribe la nota.',
    })
    expect(await addLeadNoteAction(null, formOf({ id: leadId, body: 'x'.repeat(2001) }))).toMatchObject({
      ok: false,
      message: 'La nota no puede superar los 2000 caracteres.',
    })
    expect(await storedNotes()).toEqual([])
  })

  it("adds an admin's note, trimmed, with its author recorded by the database", async () => {
    signedInWith(local.adminCookie)
    expect(
      await addLeadNoteAction(null, formOf({ id: leadId, body: '  Llamado el lunes.\nQuiere 6 kW.  ' })),
    ).toEqual({ ok: true, message: 'Nota añadida.' })
    expect(await storedNotes()).toEqual([
      { body: 'Llamado el lunes.\nQuiere 6 kW.', author_email: 'gerencia@example.com' },
    ])
  })
})
