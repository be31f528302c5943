import type { APIRequestContext } from '@playwright/test'

/**
 * Direct database access through the e2e-only route of the local test build.
 * A deployed preview (PLAYWRIGHT_BASE_URL) has no such route: tests that need
 * it carry this tag, which playwright.config.ts leaves out there.
 */
export const needsDatabase = { tag: '@needs-database' }

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

/**
 * Runs `work` with a before-insert trigger on leads whose plpgsql `statement`
 * runs for rows of the given city prefix only (so parallel tests are not
 * affected), and removes the trigger afterwards whatever happens.
 */
export async function withLeadTrigger<T>(
  request: APIRequestContext,
  { name, cityPrefix, statement }: { name: string; cityPrefix: string; statement: string },
  work: () => Promise<T>,
): Promise<T> {
  await sql(
    request,
    `create or replace function ${name}() returns trigger language plpgsql as $$
     begin if new.city like '${cityPrefix}-%' then ${statement}; end if; return new; end $$`,
  )
  await sql(
    request,
    `drop trigger if exists ${name} on leads;
     create trigger ${name} before insert on leads for each row execute function ${name}()`,
  )
  try {
    return await work()
  } finally {
    await sql(request, `drop trigger if exists ${name} on leads`)
  }
}
