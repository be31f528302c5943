/**
 * The part of a supabase-js client the functions and the notification delivery
 * use: calls of the migrations' SQL functions, through a service-role client.
 * The local backend passes PGlite's (lib/data/local/service-role-rpc.ts).
 */
export type RpcClient = {
  rpc(fn: string, args: Record<string, unknown>): PromiseLike<{ data: unknown; error: unknown }>
}

/** Calls an SQL function and answers its data, throwing its error. */
export async function callRpc(
  client: RpcClient,
  fn: string,
  args: Record<string, unknown>,
): Promise<unknown> {
  const { data, error } = await client.rpc(fn, args)
  if (error) throw error
  return data
}
