/** @jest-environment node */
import type { PGlite } from '@electric-sql/pglite'
import { GET as downloadBackup } from '@/app/(admin)/seo-dashboard/copia-de-seguridad/route'
import { getLocalDb } from '@/lib/data/local/database'
import { openBackupBytes } from '../support/backups'
import { createAccount, createTestDb } from '../support/database'
import { sampleLead } from '../support/leads'
import { sessionTokenOf, signedInWith } from '../support/session'
import { createLocalBackend } from '@/lib/data/local/backend'

// The admin area's 'Descargar copia de seguridad': a fresh backup of the whole
// local database, for admins only, never cached.

jest.mock('next/headers', () => ({ cookies: jest.fn(), headers: jest.fn() }))
jest.mock('@/lib/data/local/database', () => ({ getLocalDb: jest.fn() }))
jest.mock('@/lib/auth/local/secret', () => ({ localAuthSecret: () => 'clave-de-prueba-'.repeat(3) }))

let db: PGlite
let adminCookie: string
let staffCookie: string

beforeAll(async () => {
  db = await createTestDb()
  jest.mocked(getLocalDb).mockResolvedValue(db)
  adminCookie = sessionTokenOf(await createAccount(db, 'gerencia@example.com', { admin: true }))
  staffCookie = sessionTokenOf(await createAccount(db, 'staff@example.com'))
  await createLocalBackend(async () => db).leads.insert(sampleLead({ name: 'Rosa Martínez' }))
})
afterAll(() => db.close())

describe('the backup download', () => {
  it('answers 401 without a session and 403 to an account that is not admin, with no data', async () => {
    signedInWith(undefined)
    const signedOut = await downloadBackup()
    expect(signedOut.status).toBe(401)
    expect(await signedOut.text()).toBe('Inicia sesión para descargar la copia de seguridad.')
    signedInWith(staffCookie)
    const staff = await downloadBackup()
    expect(staff.status).toBe(403)
    expect(await staff.text()).toBe('Tu cuenta no tiene permiso para descargar la copia de seguridad.')
  })

  it('gives an admin the whole database as an attachment that is never cached', async () => {
    signedInWith(adminCookie)
    const answer = await downloadBackup()
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="pglite-\d{8}T\d{9}Z\.backup"$/,
    )
    expect(answer.headers.get('Cache-Control')).toBe('no-store')

    const copy = await openBackupBytes(Buffer.from(await answer.arrayBuffer()))
    try {
      expect((await copy.query('select name from public.leads')).rows).toEqual([{ name: 'Rosa Martínez' }])
      expect((await copy.query('select email from public.admins')).rows).toEqual([
        { email: 'gerencia@example.com' },
      ])
    } finally {
      await copy.close()
    }
  })
})
