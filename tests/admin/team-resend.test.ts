import '../support/server-action-mocks'
import { cookies } from 'next/headers'
import type { ActionResult } from '@/lib/admin/action'
import {
  accessToken,
  authError,
  fakeFetch,
  sessionBody,
  userBody,
  type Answer,
  type Sent,
} from '../support/fake-supabase'

// 'Volver a enviar la invitación' on a server running on Supabase: the action
// is the server's own, signed in with a Supabase session; Supabase's hosted
// Auth and REST endpoints are the edge, answered by a fake fetch that records
// what our code sends. A colleague who never used their invitation gets
// Supabase's invitation e-mail again, through the same admin invite as the
// first, and the team's history records it as it recorded the first.

const supabaseEnv = {
  NEXT_PUBLIC_SUPABASE_URL: 'https://proyecto.supabase.co',
  NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x',
  SUPABASE_SECRET_KEY: 'sb_secret_x',
  SITE_SHARED_SECRET: 's'.repeat(40),
}
const gerencia = { id: '0a0a0a0a-1111-4222-8333-444444444444', email: 'gerencia@example.com' }
const invited = {
  ...userBody({ id: '11111111-2222-4333-8444-555555555555', email: 'tecnico@example.com' }),
  email_confirmed_at: null,
  confirmed_at: null,
  invited_at: '2026-11-20T09:00:00Z',
  last_sign_in_at: null,
  user_metadata: { invitation: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b' },
}
const token = accessToken(gerencia)
const member = (email: string, changes: Record<string, unknown> = {}) => ({
  user_id: email === gerencia.email ? gerencia.id : invited.id,
  email,
  added_at: '2026-11-01T08:00:00Z',
  last_sign_in_at: '2026-11-28T08:00:00Z',
  invited_at: null,
  ...changes,
})
const team = [
  member(gerencia.email),
  member(invited.email, { last_sign_in_at: null, invited_at: invited.invited_at }),
]

const realFetch = globalThis.fetch
const savedEnv = { ...process.env }
afterEach(() => {
  globalThis.fetch = realFetch
  process.env = { ...savedEnv }
})

/** Supabase as it answers gerencia's session, the team, the admin user list and the invite (`invite`). */
function supabase(invite: () => Answer = () => ({ status: 200, body: invited })) {
  return fakeFetch((request: Sent): Answer => {
    const path = request.url.pathname
    if (path === '/auth/v1/user') return { status: 200, body: userBody(gerencia) }
    if (path === '/rest/v1/admins') return { status: 200, body: { user_id: gerencia.id } }
    if (path === '/rest/v1/rpc/team_members') return { status: 200, body: team }
    if (path === '/auth/v1/admin/users')
      return { status: 200, body: { users: [invited], aud: 'authenticated' } }
    if (path === '/auth/v1/invite') return invite()
    if (path === '/rest/v1/rpc/record_team_invitation') return { status: 204 }
    return { status: 404, body: { message: 'unexpected request' } }
  })
}

/** The action on a server freshly loaded on Supabase, signed in as gerencia; what it answered and sent. */
async function resend(email: string, answers = supabase()) {
  process.env = { ...savedEnv, ...supabaseEnv }
  globalThis.fetch = answers.fetch
  const session = `base64-${Buffer.from(JSON.stringify(sessionBody(gerencia, token))).toString('base64url')}`
  jest.mocked(cookies).mockResolvedValue({
    getAll: () => [{ name: 'sb-proyecto-auth-token', value: session }],
    set: () => {},
  } as never)
  let answer: ActionResult | undefined
  await jest.isolateModulesAsync(async () => {
    const { resendInvitationAction } = await import('@/components/admin/team/team-actions')
    const data = new FormData()
    data.set('email', email)
    answer = await resendInvitationAction(null, data)
  })
  const calls = answers.sent.map((request) => `${request.method} ${request.url.pathname}`)
  return { answer: answer!, sent: answers.sent, calls }
}

it('sends Supabase’s invitation again with the secret key, to the password page, and records it in the history', async () => {
  const { answer, sent, calls } = await resend('Tecnico@Example.com ')
  expect(answer).toEqual({
    ok: true,
    message:
      'Invitación enviada de nuevo a tecnico@example.com. Elegirá su contraseña desde el correo nuevo.',
  })
  expect(calls.slice(-3)).toEqual([
    'GET /auth/v1/admin/users',
    'POST /auth/v1/invite',
    'POST /rest/v1/rpc/record_team_invitation',
  ])
  const [users, invite, record] = sent.slice(-3)
  for (const request of [users!, invite!]) expect(request.headers.get('apikey')).toBe('sb_secret_x')
  expect(invite!.url.searchParams.get('redirect_to')).toMatch(/^https:\/\/[^/]+\/seo-dashboard\/bienvenida$/)
  // The account keeps the mark its first invitation gave it.
  expect(invite!.body).toEqual({ email: 'tecnico@example.com', data: invited.user_metadata })
  // The history is written as gerencia, through her session, as the first invitation was.
  expect(record!.headers.get('authorization')).toBe(`Bearer ${token}`)
  expect(record!.body).toEqual({ invited_email: 'tecnico@example.com' })
  expect(calls).not.toContain('POST /rest/v1/admins')
})

it('sends nothing for someone who has used their invitation, or is not on the team', async () => {
  for (const email of [gerencia.email, 'nadie@example.com']) {
    const { answer, calls } = await resend(email)
    expect(answer).toEqual({
      ok: false,
      message: `${email} no tiene ninguna invitación sin usar que volver a enviar.`,
    })
    expect(calls).not.toContain('POST /auth/v1/invite')
    expect(calls).not.toContain('POST /rest/v1/rpc/record_team_invitation')
  }
})

it('says so in Spanish when Supabase refuses to send, recording nothing, and logs Supabase’s reason', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => {})
  const { answer, calls } = await resend(
    'tecnico@example.com',
    supabase(() => authError(429, 'over_email_send_rate_limit', 'email rate limit exceeded')),
  )
  expect(answer).toEqual({
    ok: false,
    message:
      'No se pudo volver a enviar la invitación a tecnico@example.com. Inténtalo más tarde; si sigue sin ' +
      'poder enviarse, pide a quien mantiene el sitio que lo revise.',
  })
  expect(calls).not.toContain('POST /rest/v1/rpc/record_team_invitation')
  expect(log).toHaveBeenCalledWith(expect.stringContaining('email rate limit exceeded'))
  log.mockRestore()
})
