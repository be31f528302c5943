import { cookies } from 'next/headers'
import { signSession } from '@/lib/auth/local/session-cookie'

// Signed-in requests for tests of admin actions and routes on the local backend.
// The test mocks next/headers and '@/lib/auth/local/secret' (returning
// testAuthSecret); jest.mock must stay in the test file, where it is hoisted.

export const testAuthSecret = 'clave-de-prueba-'.repeat(3)

/** The session cookie of this account, as the sign-in would set it. */
export const sessionTokenOf = (account: { userId: string; email: string }) =>
  signSession({ sub: account.userId, email: account.email, ver: 0 }, testAuthSecret).token

/** This request's session cookie (none without a token), as the mocked next/headers exposes it. */
export function signedInWith(token?: string) {
  jest.mocked(cookies).mockResolvedValue({
    get: (name: string) => (token && name === 'sec_session' ? { name, value: token } : undefined),
  } as never)
}
