import { createServerClient } from '@supabase/ssr'
import type { EmailOtpType, SupabaseClient } from '@supabase/supabase-js'
import { NextResponse, type NextRequest } from 'next/server'
import { invitationFailedPath, invitationPath } from '@/lib/auth/invitation'
import type { ProxySession } from '../types'

type CookieToSet = { name: string; value: string; options: Record<string, unknown> }

/**
 * The e-mail links the admin area verifies: a sign-up's confirmation ('signup'
 * is the older name of 'email') and an admin's invitation.
 */
const linkTypes = new Set<EmailOtpType>(['email', 'signup', 'invite'])

/**
 * Refreshes the Supabase session cookies of an admin request and tells
 * whether a verified user is signed in (getClaims checks the JWT's signature).
 * A confirmation link lands on /seo-dashboard with `?token_hash=…&type=email`
 * (the e-mail template's own link): verifyOtp turns it into a session in
 * whichever browser opens it. Links sent before that template land with
 * `?code=…`, which only the browser that signed up can exchange (it holds the
 * PKCE verifier). Either way the browser is then sent on to the address
 * without them. An invitation's link (`type=invite`) lands, once verified, on
 * the page where the invited person chooses a password, whatever dashboard
 * address it named (without a password that account could not sign in); a
 * used or expired one lands on /auth, which says so.
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
    let verified: EmailOtpType | null = null
    if (tokenHash) verified = await verifyEmailLink(supabase, tokenHash, params.get('type'))
    else if (code) {
      const { error } = await supabase.auth.exchangeCodeForSession(code)
      if (error) console.error('Could not exchange the confirmation code', error.message)
    }
    if (tokenHash && params.get('type') === 'invite')
      landing = new URL(verified ? invitationPath : invitationFailedPath, request.nextUrl)
    else {
      landing = new URL(request.nextUrl)
      for (const name of ['code', 'token_hash', 'type']) landing.searchParams.delete(name)
    }
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

/**
 * Opens a session from a confirmation or invitation link and answers its type;
 * a wrong, used or expired one opens none (null).
 */
async function verifyEmailLink(
  supabase: SupabaseClient,
  tokenHash: string,
  type: string | null,
): Promise<EmailOtpType | null> {
  if (!linkTypes.has(type as EmailOtpType)) {
    console.error('Ignored an e-mail link of an unknown type')
    return null
  }
  const { error } = await supabase.auth.verifyOtp({ token_hash: tokenHash, type: type as EmailOtpType })
  if (error) {
    console.error('Could not verify the e-mail link', error.message)
    return null
  }
  return type as EmailOtpType
}
