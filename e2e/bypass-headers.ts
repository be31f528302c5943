/**
 * Vercel's deployment protection lets automated tests through with this
 * header (and the cookie it then sets), when PREVIEW_BYPASS_SECRET is set.
 */
export function bypassHeaders(secret: string | undefined): Record<string, string> | undefined {
  return secret ? { 'x-vercel-protection-bypass': secret, 'x-vercel-set-bypass-cookie': 'true' } : undefined
}
