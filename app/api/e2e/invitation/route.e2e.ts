import { inviteLocalAdmin } from '@/lib/auth/admins'
import { getLocalDb } from '@/lib/db/database'
import { refuseUnlessLoopback } from '@/lib/security/loopback'

// End-to-end tests only (compiled into the `E2E=1` build alone): a local
// invitation link for an address ({ email }), as `npm run admin -- invite`
// prints it, so a test can create an account once sign-up is closed. Answers
// the machine itself only.

export async function POST(request: Request) {
  const refused = refuseUnlessLoopback(request.headers)
  if (refused) return refused
  const { email } = (await request.json()) as { email: string }
  try {
    const invitation = await inviteLocalAdmin(await getLocalDb(), String(email))
    if (!invitation.ok) return Response.json({ error: invitation.message }, { status: 400 })
    return Response.json({ path: invitation.path })
  } catch (error) {
    return Response.json({ error: String(error) }, { status: 500 })
  }
}
