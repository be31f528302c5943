import { createServerClient } from '@supabase/ssr'
import type { SupabaseClient } from '@supabase/supabase-js'

// Supabase's hosted Auth and REST endpoints are the one edge we cannot run
// here: a fake fetch records what our code sends and answers as they do.

export const supabaseUrl = 'https://proyecto.supabase.co'
/** The project's public key, as a browser may read it. */
export const publishableKey = 'sb_publishable_fake'
/** The server's secret key. */
export const secretKey = 'sb_secret_fake'

export type Sent = { method: string; url: URL; headers: Headers; body: Record<string, unknown> | undefined }
export type Answer = { status: number; body?: unknown } | 'network-error'

export function fakeFetch(answer: (request: Sent) => Answer | Promise<Answer>) {
  const sent: Sent[] = []
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request: Sent = {
      method: init?.method ?? 'GET',
      url: new URL(String(input instanceof Request ? input.url : input)),
      headers: new Headers(init?.headers),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    }
    sent.push(request)
    const reply = await answer(request)
    if (reply === 'network-error') throw new TypeError('fetch failed')
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    })
  }
  return { fetch: fetch as typeof globalThis.fetch, sent }
}

/** A browser's cookies for the project, as @supabase/ssr reads and writes them. */
export function cookieJar(initial: Record<string, string> = {}) {
  const jar = new Map(Object.entries(initial))
  return {
    jar,
    getAll: () => [...jar].map(([name, value]) => ({ name, value })),
    setAll: (cookies: { name: string; value: string; options?: { maxAge?: number } }[]) => {
      for (const { name, value, options } of cookies) {
        if (value === '' || options?.maxAge === 0) jar.delete(name)
        else jar.set(name, value)
      }
    },
  }
}

/** The per-request server client of lib/supabase/server.ts, over a cookie jar and a fake fetch. */
export function sessionClient(jar: ReturnType<typeof cookieJar>, fetch: typeof globalThis.fetch) {
  return createServerClient(supabaseUrl, publishableKey, {
    cookies: { getAll: jar.getAll, setAll: jar.setAll },
    global: { fetch },
  }) as unknown as SupabaseClient
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

/** An access token as Supabase issues it on projects still signing with the shared secret (HS256). */
export function accessToken(
  user: { id: string; email: string },
  expiresIn = 3600,
  /** How the session was opened (`amr`): 'password', 'invite'… */
  method = 'password',
) {
  const exp = Math.floor(Date.now() / 1000) + expiresIn
  const amr = [{ method, timestamp: exp - expiresIn }]
  const payload = { sub: user.id, email: user.email, role: 'authenticated', aud: 'authenticated', exp, amr }
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.${base64url(Math.random())}`
}

export function userBody(user: { id: string; email: string }) {
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    app_metadata: { provider: 'email' },
    user_metadata: {},
    created_at: '2026-11-22T10:00:00Z',
  }
}

export function sessionBody(user: { id: string; email: string }, token = accessToken(user)) {
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    refresh_token: 'refresh-token',
    user: userBody(user),
  }
}

/** GoTrue's error answer (API version 2024-01-01 carries the code as error_code too). */
export const authError = (status: number, code: string, message: string): Answer => ({
  status,
  body: { code: status, error_code: code, msg: message },
})
