import { getLocalDb } from '@/lib/db/database'
import { refuseUnlessLoopback } from '@/lib/security/loopback'

// End-to-end tests only: this file is compiled into the `E2E=1` build alone
// (next.config.ts), never into the site. It lets Playwright read what the
// server stored and make the database fail on purpose, through the one
// process that may open the embedded database. It answers the machine itself
// only (the loopback address), before reading anything.

export async function POST(request: Request) {
  const refused = refuseUnlessLoopback(request.headers)
  if (refused) return refused
  const { sql, params } = (await request.json()) as { sql: string; params?: unknown[] }
  try {
    const db = await getLocalDb()
    if (params?.length) return Response.json({ rows: (await db.query(sql, params)).rows })
    const results = await db.exec(sql)
    return Response.json({ rows: results.at(-1)?.rows ?? [] })
  } catch (error) {
    return Response.json({ error: String(error) }, { status: 500 })
  }
}
