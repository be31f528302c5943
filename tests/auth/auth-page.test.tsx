/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { stubMatchMedia } from '../support/match-media'

// /auth on Supabase, as a visitor without a session gets it: the page reads
// Auth's public settings (the one edge played here; the server's modules are
// real) and the sign-up tab follows them.

jest.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined, getAll: () => [], set: () => {}, delete: () => {} }),
}))
jest.mock('next/navigation', () => ({
  redirect: (to: string) => {
    throw new Error(`redirected to ${to}`)
  },
  useRouter: () => ({ push: jest.fn() }),
}))

// Read once, when the page's modules first load (lib/env.ts).
const savedEnv = { ...process.env }
Object.assign(process.env, {
  NEXT_PUBLIC_SUPABASE_URL: 'https://proyecto.supabase.co',
  NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x',
  SUPABASE_SECRET_KEY: 'sb_secret_x',
  SITE_SHARED_SECRET: 's'.repeat(40),
})
const realFetch = globalThis.fetch
beforeAll(stubMatchMedia)
afterEach(() => {
  globalThis.fetch = realFetch
  jest.restoreAllMocks()
})
afterAll(() => {
  process.env = savedEnv
})

type Settings = { status: number; body: unknown } | 'network-error'

/**
 * Auth's settings endpoint. jsdom has no Fetch API classes, so the answer is
 * the part of a Response the page reads (ok, status, json).
 */
function settingsEndpoint(answer: Settings) {
  const sent: { url: string; apikey: string | undefined }[] = []
  globalThis.fetch = (async (url: string, init?: { headers?: Record<string, string> }) => {
    sent.push({ url: String(url), apikey: init?.headers?.apikey })
    if (answer === 'network-error') throw new TypeError('fetch failed')
    return { ok: answer.status < 300, status: answer.status, json: async () => answer.body }
  }) as unknown as typeof fetch
  return sent
}

/** The page as the server renders it for a visitor without a session, in the browser. */
async function openAuthPage(settings: Settings, query: Record<string, string> = {}) {
  jest.spyOn(console, 'error').mockImplementation(() => {})
  // jsdom looks like a browser to supabase-js, which then warns of its several clients.
  jest.spyOn(console, 'warn').mockImplementation(() => {})
  const sent = settingsEndpoint(settings)
  const { default: AuthPage } = await import('@/app/(admin)/auth/page')
  render(await AuthPage({ searchParams: Promise.resolve(query) }))
  return { sent, user: userEvent.setup() }
}

it('with Supabase’s sign-ups turned off, the sign-up tab says so and offers no form', async () => {
  const { sent, user } = await openAuthPage({ status: 200, body: { disable_signup: true } })
  expect(sent).toEqual([{ url: 'https://proyecto.supabase.co/auth/v1/settings', apikey: 'sb_publishable_x' }])
  expect(screen.getByText('Inicia sesión para gestionar el SEO del sitio.')).toBeVisible()
  await user.click(screen.getByRole('tab', { name: 'Crear cuenta' }))
  const panel = screen.getByRole('tabpanel', { name: 'Crear cuenta' })
  expect(panel).toHaveTextContent('El registro está cerrado. Pide a un administrador que te invite.')
  expect(within(panel).queryByRole('textbox')).toBeNull()
  expect(within(panel).queryByRole('form')).toBeNull()
})

it.each([
  ['open', { status: 200, body: { disable_signup: false } }],
  ['unreadable (503)', { status: 503, body: { message: 'unavailable' } }],
  ['unreadable (network)', 'network-error'],
] as [string, Settings][])('with sign-ups %s, the sign-up tab offers the form', async (_, settings) => {
  const { sent, user } = await openAuthPage(settings)
  expect(sent).toHaveLength(1)
  expect(screen.getByText('Inicia sesión o crea una cuenta para gestionar el SEO del sitio.')).toBeVisible()
  await user.click(screen.getByRole('tab', { name: 'Crear cuenta' }))
  expect(screen.getByRole('form', { name: 'Formulario de registro' })).toBeVisible()
  expect(screen.queryByText(/El registro está cerrado/)).toBeNull()
})

it('says so when an invitation’s link was used or expired (proxy.ts lands it there)', async () => {
  await openAuthPage({ status: 200, body: { disable_signup: true } }, { invitacion: 'caducada' })
  expect(screen.getByRole('alert')).toHaveTextContent(
    'El enlace de la invitación ha caducado o ya se ha usado. Si ya elegiste tu contraseña, inicia sesión; si no, pide a un administrador que te invite de nuevo.',
  )
})

it('on Supabase, a local invitation’s link means nothing: it says the link is no longer valid and offers no form', async () => {
  const { user } = await openAuthPage(
    { status: 200, body: { disable_signup: true } },
    { invitacion: 'A'.repeat(43) },
  )
  expect(screen.getByRole('alert')).toHaveTextContent(
    /^El enlace de la invitación ha caducado o ya se ha usado\./,
  )
  expect(screen.getByRole('tab', { name: 'Iniciar sesión' })).toHaveAttribute('aria-selected', 'true')
  await user.click(screen.getByRole('tab', { name: 'Crear cuenta' }))
  expect(screen.queryByRole('form', { name: 'Formulario de registro' })).toBeNull()
})
