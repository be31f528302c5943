import type { PGlite } from '@electric-sql/pglite'
import { getLocalDb } from '@/lib/db/database'
import { createAccount, createTestDb } from './database'
import { sessionTokenOf, signedInWith } from './session'

// Shared setup of the admin action and route tests on the local backend. The
// test file mocks '@/lib/db/database' (and next/headers and the auth
// secret, as session.ts says): jest.mock must stay there, where it is hoisted.

/**
 * A fresh PGlite behind the mocked getLocalDb for this file's tests, with an
 * admin and an account that is not admin, and their session cookies. The fields
 * are filled in beforeAll: read them inside tests and hooks.
 */
export function localDbWithAdminAndStaff() {
  const local = {} as { db: PGlite; adminCookie: string; staffCookie: string }
  beforeAll(async () => {
    local.db = await createTestDb()
    jest.mocked(getLocalDb).mockResolvedValue(local.db)
    local.adminCookie = sessionTokenOf(await createAccount(local.db, 'gerencia@example.com', { admin: true }))
    local.staffCookie = sessionTokenOf(await createAccount(local.db, 'staff@example.com'))
  })
  afterAll(() => local.db.close())
  return local
}

/** What an admin-only route answers a signed-out visitor and an account that is not admin. */
export async function answersToSignedOutAndStaff(request: () => Promise<Response>, staffCookie: string) {
  const answer = async (token?: string) => {
    signedInWith(token)
    const response = await request()
    return { status: response.status, text: await response.text() }
  }
  return { signedOut: await answer(undefined), staff: await answer(staffCookie) }
}

/** A page's revision now, which a form opened now is based on. */
export async function revisionOf(db: PGlite, path: string) {
  const { rows } = await db.query<{ revision: number }>(
    `select (public.page_content_state($1) ->> 'revision')::int as revision`,
    [path],
  )
  return rows[0]!.revision
}
