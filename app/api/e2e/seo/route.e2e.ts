import { publishPage } from '@/lib/content/publish'
import { saveSeoDraft } from '@/lib/data'
import { getLocalDb } from '@/lib/db/database'
import type { SeoRecord } from '@/lib/seo/types'
import { refuseUnlessLoopback } from '@/lib/security/loopback'
import { regeneratePages } from '@/lib/page-cache'

// End-to-end tests only (compiled into the `E2E=1` build alone): saves an SEO
// record as its page's draft and publishes it, through the same functions the
// dashboard's 'Publicar' uses, as a test admin account, so a test can check
// the live site without the dashboard UI.
// DELETE removes the stored record again (back to the built-in one). Both
// answer the machine itself only (the loopback address).

const testAdmin = 'e2e-seo-admin@example.com'

async function testAdminCaller() {
  const db = await getLocalDb()
  const { rows } = await db.query<{ id: string }>(
    `insert into auth.users (email, encrypted_password) values ($1, 'no-sign-in')
     on conflict (email) do update set email = excluded.email returning id`,
    [testAdmin],
  )
  const userId = rows[0]!.id
  await db.query('insert into public.admins (user_id, email) values ($1, $2) on conflict do nothing', [
    userId,
    testAdmin,
  ])
  return { userId, email: testAdmin }
}

export async function POST(request: Request) {
  const refused = refuseUnlessLoopback(request.headers)
  if (refused) return refused
  const record = (await request.json()) as SeoRecord
  try {
    const caller = await testAdminCaller()
    const revision = await saveSeoDraft(record, caller)
    await publishPage(record.path, { id: caller.userId, email: caller.email, isAdmin: true }, revision)
    return Response.json({ revision })
  } catch (error) {
    return Response.json({ error: String(error) }, { status: 500 })
  }
}

export async function DELETE(request: Request) {
  const refused = refuseUnlessLoopback(request.headers)
  if (refused) return refused
  const { path } = (await request.json()) as { path: string }
  const db = await getLocalDb()
  await db.query('delete from public.seo_pages where path = $1', [path])
  regeneratePages(path)
  return Response.json({ ok: true })
}
