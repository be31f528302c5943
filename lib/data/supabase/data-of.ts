/**
 * The data of a supabase-js answer, for the queries under lib/data's shared
 * mapping: its error throws as is; so does a missing answer where one is
 * required (`maybe` allows none, as `maybeSingle()` or a void function).
 */
export function dataOf<T>({ data, error }: { data: unknown; error: unknown }, { maybe = false } = {}): T {
  if (error) throw error
  if (!maybe && (data === null || data === undefined)) throw new Error('Supabase answered no data')
  return data as T
}
