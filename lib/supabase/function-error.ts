import { FunctionsHttpError } from '@supabase/supabase-js'

/** An edge function's failure for the log: its status and error body (e.g. '401 {"error":"unauthorized"}'). */
export async function describeFunctionError(error: Error): Promise<string> {
  if (!(error instanceof FunctionsHttpError)) return error.message
  const response = error.context as Response
  const body = await response.text().catch(() => '')
  return `${response.status} ${body.slice(0, 300)}`.trim()
}
