import { GET as downloadBackup } from '@/app/(admin)/seo-dashboard/copia-de-seguridad/route'
import { openBackupBytes } from '../support/backups'
import { answersToSignedOutAndStaff, localDbWithAdminAndStaff } from '../support/admin-fixture'
import { sampleLead } from '../support/leads'
import { signedInWith } from '../support/session'
import { createLocalBackend } from '@/lib/data/local/backend'

// The admin area's 'Descargar copia de seguridad': a fresh backup of the whole
// local database, for admins only, never cached.

jest.mock('next/headers', () => ({ cookies: jest.fn(), headers: jest.fn() }))
jest.mock('@/lib/db/database', () => ({ getLocalDb: jest.fn() }))
jest.mock('@/lib/auth/local/secret', () => ({ localAuthSecret: () => 'clave-de-prueba-'.repeat(3) }))

const local = localDbWithAdminAndStaff()

beforeAll(async () => {
  await createLocalBackend(async () => local.db).leads.insert(sampleLead({ name: 'Rosa Martínez' }))
})

describe('the backup download', () => {
  it('answers 401 without a session and 403 to an account that is not admin, with no data', async () => {
    expect(await answersToSignedOutAndStaff(downloadBackup, local.staffCookie)).toEqual({
      signedOut: { status: 401, text: 'Inicia sesión para descargar la copia de seguridad.' },
      staff: { status: 403, text: 'Tu cuenta no tiene permiso para descargar la copia de seguridad.' },
    })
  })

  it('gives an admin the whole database as an attachment that is never cached', async () => {
    signedInWith(local.adminCookie)
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
