import { test, type APIRequestContext } from '@playwright/test'

/**
 * Direct database access through the e2e-only route of the local test build.
 * Against a deployed preview (PLAYWRIGHT_BASE_URL) there is no such route:
 * tests that need it skip themselves, saying why.
 */
export function needsDatabase() {
  test.skip(
    Boolean(process.env.PLAYWRIGHT_BASE_URL),
    'needs direct database access, which only the local e2e build offers',
  )
}

export async function sql<T = Record<string, unknown>>(
  request: APIRequestContext,
  query: string,
  params: unknown[] = [],
): Promise<T[]> {
  const response = await request.post('/api/e2e/sql', { data: { sql: query, params } })
  if (!response.ok()) throw new Error(`SQL failed (${response.status()}): ${await response.text()}`)
  return ((await response.json()) as { rows: T[] }).rows
}

/** A unique marker for this test's data, so parallel tests never see each other's rows. */
export function marker(prefix: string) {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`
}
