import { createServerClient } from '@supabase/ssr'
import type { EmailOtpType, SupabaseClient } from '@supabase/supabase-js'
import { NextResponse, type NextRequest } from 'next/server'
import type { ProxySession } from '@/lib/auth/proxy-session'

type CookieToSet = { name: string; value: string; options: Record<string, unknown> }

/** The confirmation types a sign-up's e-mail link may carry ('signup' is the older name of 'email'). */
const confirmationTypes = new Set<EmailOtpType>(['email', 'signup'])

/**
 * Refreshes the Supabase session cookies of an admin request and tells
 * whether a verified user is signed in (getClaims checks the JWT's signature).
 * A confirmation link lands on /seo-dashboard with `?token_hash=…&type=email`
 * (the e-mail template's own link): verifyOtp turns it into a session in
 * whichever browser opens it. Links sent before that template land with
 * `?code=…`, which only the browser that signed up can exchange (it holds the
 * PKCE verifier). Either way the browser is then sent on to the address
 * without them.
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

  const params = request.nextUrl.searchParams
  const code = params.get('code')
  const tokenHash = params.get('token_hash')
  let landing: URL | undefined
  if ((code || tokenHash) && request.nextUrl.pathname.startsWith('/seo-dashboard')) {
    if (tokenHash) await verifyConfirmation(supabase, tokenHash, params.get('type'))
    else if (code) {
      const { error } = await supabase.auth.exchangeCodeForSession(code)
      if (error) console.error('Could not exchange the confirmation code', error.message)
    }
    landing = new URL(request.nextUrl)
    for (const name of ['code', 'token_hash', 'type']) landing.searchParams.delete(name)
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

/** Opens a session from a sign-up confirmation link; a wrong, used or expired one opens none. */
async function verifyConfirmation(supabase: SupabaseClient, tokenHash: string, type: string | null) {
  if (!confirmationTypes.has(type as EmailOtpType)) {
    console.error('Ignored a confirmation link of an unknown type')
    return
  }
  const { error } = await supabase.auth.verifyOtp({ token_hash: tokenHash, type: type as EmailOtpType })
  if (error) console.error('Could not verify the confirmation link', error.message)
}
