import { createServerClient } from '@supabase/ssr'
import { NextResponse, type NextRequest } from 'next/server'
import type { ProxySession } from '@/lib/auth/proxy-session'

type CookieToSet = { name: string; value: string; options: Record<string, unknown> }

/**
 * Refreshes the Supabase session cookies of an admin request and tells
 * whether a verified user is signed in (getClaims checks the JWT's signature).
 * A confirmation link lands on /seo-dashboard?code=…: the code is exchanged
 * for a session here, and the browser is sent on to the address without it.
 */
export async function updateSupabaseSession(
  request: NextRequest,
  url: string,
  publicKey: string,
  fetchImpl?: typeof fetch,
): Promise<ProxySession> {
  let cookiesToSet: CookieToSet[] = []
  const supabase = createServerClient(url, publicKey, {
    ...(fetchImpl ? { global: { fetch: fetchImpl } } : {}),
    cookies: {
      getAll: () => request.cookies.getAll(),
      setAll: (cookies) => {
        cookies.forEach(({ name, value }) => request.cookies.set(name, value))
        cookiesToSet = cookies
      },
    },
  })
  const withCookies = (response: NextResponse) => {
    cookiesToSet.forEach(({ name, value, options }) => response.cookies.set(name, value, options))
    return response
  }

  const code = request.nextUrl.searchParams.get('code')
  let landing: URL | undefined
  if (code && request.nextUrl.pathname.startsWith('/seo-dashboard')) {
    const { error } = await supabase.auth.exchangeCodeForSession(code)
    if (error) console.error('Could not exchange the confirmation code', error.message)
    landing = new URL(request.nextUrl)
    landing.searchParams.delete('code')
  }

  const { data } = await supabase.auth.getClaims()
  return {
    signedIn: Boolean(data?.claims?.sub),
    landing,
    // proxy.ts copies request.headers after setAll above, so they carry the refreshed cookies to the page.
    next: (requestHeaders) => withCookies(NextResponse.next({ request: { headers: requestHeaders } })),
    redirect: (target) => withCookies(NextResponse.redirect(target)),
  }
}
