import type { PGlite } from '@electric-sql/pglite'
import { signInFlow, signUpFlow } from '@/lib/auth/flows'
import { createLocalAccount, verifyLocalAccount } from '@/lib/auth/local/accounts'
import { issueSetupToken } from '@/lib/auth/local/setup-tokens'
import type { AuthBackend } from '@/lib/auth/types'
import { parseEnv } from '@/lib/env'
import { createMemoryLimitStore } from '@/lib/limits/memory'
import { createRequestLimits, createSignUpLimit, limitSettings } from '@/lib/limits/request-limits'
import type { FailureThrottle } from '@/lib/limits/types'
import { createTestDb } from '../support/database'
import { memoryThrottles, signedIn } from '../support/sign-in-throttles'

// The actions' logic with the local accounts on a real PGlite: validation,
// Spanish answers, the failed sign-in throttles and the sign-up limits.

let db: PGlite

beforeAll(async () => {
  db = await createTestDb()
  await createLocalAccount(db, { email: 'ana@example.com', password: 'secreto1' })
})
afterAll(() => db.close())

const local: Pick<AuthBackend, 'signIn' | 'signUp'> = {
  async signIn(credentials) {
    return (await verifyLocalAccount(db, credentials))
      ? { ok: true, next: 'dashboard' }
      : { ok: false, error: 'invalid-credentials' }
  },
  async signUp(credentials) {
    const created = await createLocalAccount(db, credentials)
    return created.ok ? { ok: true, next: 'dashboard' } : { ok: false, error: created.error }
  },
}

function signInWith(clientKey = '203.0.113.7', throttles = memoryThrottles({ slowAfter: 2, lockAfter: 4 })) {
  const waits: number[] = []
  const attempt = (input: unknown, client = clientKey) =>
    signInFlow(input, {
      backend: local,
      throttles,
      clientKey: client,
      sleep: async (ms) => {
        waits.push(ms)
      },
    })
  return { attempt, waits }
}

const wrong = { email: 'ana@example.com', password: 'incorrecta' }
const right = { email: 'ana@example.com', password: 'secreto1' }

/** A sign-up backend that keeps what it is asked and answers `next`. */
function recordingBackend(next: 'dashboard' | 'confirm-email') {
  const received: unknown[] = []
  const recording = {
    signUp: async (request: unknown) => {
      received.push(request)
      return { ok: true, next } as const
    },
  }
  return { received, recording }
}

describe('sign-in', () => {
  it('answers success in Spanish and sends the account to the dashboard', async () => {
    const { attempt } = signInWith()
    expect(await attempt({ email: '  ANA@example.com ', password: 'secreto1' })).toEqual(signedIn)
  })

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const { attempt } = signInWith()
    const failure = { ok: false, message: 'Correo o contraseña incorrectos' }
    expect(await attempt(wrong)).toEqual(failure)
    expect(await attempt({ email: 'nadie@example.com', password: 'secreto1' })).toEqual(failure)
  })

  it('checks the form rules on the server too, with the form’s messages, never echoing the password', async () => {
    const { attempt } = signInWith()
    const short = await attempt({ email: 'ana@example.com', password: '12345' })
    expect(short).toEqual({
      ok: false,
      message: 'La contraseña debe tener al menos 6 caracteres',
      fieldErrors: { password: 'La contraseña debe tener al menos 6 caracteres' },
    })
    expect(await attempt({ email: 'ana', password: '' })).toEqual({
      ok: false,
      message: 'Email inválido',
      fieldErrors: { email: 'Email inválido', password: 'La contraseña es obligatoria' },
    })
    expect(await attempt('email=ana@example.com')).toMatchObject({ ok: false })
    expect(JSON.stringify(short)).not.toContain('12345')
  })

  it('slows down repeated failures, then refuses even the right password with a clear message', async () => {
    const { attempt, waits } = signInWith()
    for (let i = 0; i < 4; i += 1) await attempt(wrong)
    expect(waits).toEqual([1000, 2000])
    expect(await attempt(right)).toEqual({
      ok: false,
      message: 'Demasiados intentos fallidos. Espera unos minutos e inténtalo de nuevo.',
    })
  })

  it('cuts a burst of parallel guesses off at the lock count', async () => {
    const { attempt } = signInWith('198.51.100.50')
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        attempt({ email: `rafaga${i}@example.com`, password: 'incorrecta' }),
      ),
    )
    expect(answers.filter((answer) => answer.message === 'Correo o contraseña incorrectos')).toHaveLength(4)
    expect(
      answers.filter((answer) => /Demasiados intentos fallidos/.test(answer.message ?? '')),
    ).toHaveLength(4)
  })

  it('locks the guessing address out for every e-mail, and lets the owner in from another address', async () => {
    const { attempt, waits } = signInWith('198.51.100.1')
    for (let i = 0; i < 4; i += 1) await attempt(wrong)
    expect(await attempt({ email: 'otra@example.com', password: 'secreto1' })).toEqual({
      ok: false,
      message: 'Demasiados intentos fallidos. Espera unos minutos e inténtalo de nuevo.',
    })
    waits.length = 0
    expect(await attempt(right, '198.51.100.2')).toMatchObject({ ok: true, data: { next: 'dashboard' } })
    // The e-mail had 4 failures: it waits, but no longer than the e-mail's longest wait.
    expect(waits).toEqual([2000])
  })

  it('never locks the owner out with the default settings: ten failures elsewhere, then the right password signs in', async () => {
    const { attempt, waits } = signInWith(
      '127.0.4.1',
      createRequestLimits(createMemoryLimitStore(), limitSettings(parseEnv({ NODE_ENV: 'test' }))).signIn,
    )
    for (let i = 0; i < 10; i += 1) await attempt(wrong)
    expect(await attempt(right)).toMatchObject({ message: /Demasiados intentos fallidos/ })
    waits.length = 0
    expect(await attempt(right, '127.0.0.50')).toEqual(signedIn)
    expect(waits).toEqual([2000])
  })

  it('only slows an e-mail that many addresses keep failing, never past its longest wait', async () => {
    const { attempt, waits } = signInWith()
    for (let i = 0; i < 30; i += 1) {
      expect(await attempt(wrong, `192.0.2.${100 + i}`)).toEqual({
        ok: false,
        message: 'Correo o contraseña incorrectos',
      })
    }
    expect(await attempt(right, '192.0.2.200')).toMatchObject({ ok: true })
    // The first two went at once; from the third on each waited, at most 2 s.
    expect(waits).toEqual([1000, ...Array<number>(28).fill(2000)])
  })

  it('does not count invalid input or a backend failure as a failed sign-in', async () => {
    const waits: number[] = []
    const throttles = memoryThrottles({ slowAfter: 1, lockAfter: 2, windowMs: 60_000 })
    const broken = {
      signIn: () => Promise.reject(new Error('connection refused')),
    }
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {})
    for (let i = 0; i < 3; i += 1) {
      expect(
        await signInFlow(right, {
          backend: broken,
          throttles,
          clientKey: 'x',
          sleep: async (ms) => void waits.push(ms),
        }),
      ).toEqual({ ok: false, message: 'Error al iniciar sesión' })
      await signInFlow(
        { email: 'ana@example.com', password: '1' },
        { backend: local, throttles, clientKey: 'x' },
      )
    }
    errors.mockRestore()
    expect(waits).toEqual([])
  })

  it('refuses without checking the password when either throttle’s counts cannot be read', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {})
    const signIn = jest.fn(local.signIn)
    const unavailable: FailureThrottle = {
      begin: () => Promise.reject(new Error('database unreachable')),
      end: async () => {},
      clear: async () => {},
    }
    const working = memoryThrottles({ slowAfter: 1, lockAfter: 2 })
    for (const throttles of [
      { client: unavailable, email: working.email },
      { client: working.client, email: unavailable },
    ]) {
      for (let i = 0; i < 3; i += 1) {
        expect(await signInFlow(right, { backend: { signIn }, throttles, clientKey: '192.0.2.20' })).toEqual({
          ok: false,
          message: 'Error al iniciar sesión',
        })
      }
    }
    expect(signIn).not.toHaveBeenCalled()
    errors.mockRestore()
    // The address's attempts begun before the e-mail's store failed were ended, not left pending as failures.
    expect(await working.client.begin(['192.0.2.20'])).toEqual({ refused: false, delayMs: 0 })
  })

  it('still answers when the throttle cannot record the end of an attempt', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {})
    const forgetful = {
      begin: async () => ({ refused: false, delayMs: 0 }) as const,
      end: () => Promise.reject(new Error('database unreachable')),
      clear: () => Promise.reject(new Error('database unreachable')),
    }
    expect(
      await signInFlow(right, {
        backend: local,
        throttles: { client: forgetful, email: forgetful },
        clientKey: '192.0.2.21',
      }),
    ).toMatchObject({
      ok: true,
    })
    // Ending the attempt for the address and the e-mail, and clearing the e-mail.
    expect(errors).toHaveBeenCalledTimes(3)
    errors.mockRestore()
  })

  it('forgets an e-mail’s failures once it signs in', async () => {
    const { attempt, waits } = signInWith('192.0.2.10')
    await attempt(wrong)
    await attempt(wrong)
    await attempt(right, '192.0.2.11')
    await attempt(wrong, '192.0.2.11')
    expect(waits).toEqual([1000])
  })
})

const hour = 3_600_000
/** Sign-up limits in memory, as on the local backend: `perClient` per address and `total` in all, per hour. */
function signUpLimit(perClient = 100, total = 100) {
  return createSignUpLimit(createMemoryLimitStore(), {
    signUpPerClient: { max: perClient, windowMs: hour },
    signUpTotal: { max: total, windowMs: hour },
  })
}
const client = '203.0.113.7'
/** A sign-up from one client under a fresh limit, on the local backend unless told. */
const freshSignUp = (
  request: Parameters<typeof signUpFlow>[0],
  backend: Parameters<typeof signUpFlow>[1]['backend'] = local,
) => signUpFlow(request, { backend, limit: signUpLimit(), clientKey: client, acceptsSetupToken: true })
const countAccounts = async () =>
  (await db.query<{ n: number }>('select count(*)::int as n from auth.users')).rows[0]!.n

describe('sign-up', () => {
  // Local sign-up is open only while no admin exists (a setup link's test makes one).
  beforeEach(() => db.query('delete from public.admins'))

  it('creates the account and answers success', async () => {
    expect(await freshSignUp({ email: 'Nueva@Example.com', password: 'secreto1' })).toEqual({
      ok: true,
      message: 'Cuenta creada exitosamente',
      data: { next: 'dashboard' },
    })
    expect(await verifyLocalAccount(db, { email: 'nueva@example.com', password: 'secreto1' })).not.toBeNull()
  })

  it('refuses an e-mail that already has an account, in Spanish', async () => {
    expect(await freshSignUp(right)).toEqual({
      ok: false,
      message: 'Ya existe una cuenta con este correo',
    })
  })

  it('refuses a short password before creating anything', async () => {
    const before = (await db.query('select * from auth.users')).rows.length
    expect(await freshSignUp({ email: 'corta@example.com', password: 'abc' })).toMatchObject({
      ok: false,
      message: 'La contraseña debe tener al menos 6 caracteres',
    })
    expect((await db.query('select * from auth.users')).rows).toHaveLength(before)
  })

  it('hands the setup link’s token to the backend, and refuses a malformed one before asking it', async () => {
    const { received, recording } = recordingBackend('dashboard')
    const setupToken = 'A'.repeat(21) + '_-' + 'z9'.repeat(10)
    await freshSignUp({ ...right, setupToken }, recording)
    expect(received).toEqual([{ ...right, setupToken }])

    const invalid = {
      ok: false,
      message:
        'El enlace de configuración no es válido o ha caducado. Reinicia el servidor para obtener uno nuevo.',
    }
    for (const bad of ['', 'corto', `${setupToken}A`, `${setupToken.slice(1)}=`, 'x'.repeat(5000), 42]) {
      expect(await freshSignUp({ ...right, setupToken: bad }, recording)).toMatchObject(invalid)
    }
    expect(received).toHaveLength(1)
  })

  it('is closed on the local backend once an admin exists, in Supabase’s words, creating nothing', async () => {
    await db.query(
      `insert into public.admins (user_id, email) select id, email from auth.users where email = 'ana@example.com'
       on conflict do nothing`,
    )
    const before = await countAccounts()
    expect(await freshSignUp({ email: 'extrano@example.com', password: 'secreto1' })).toEqual({
      ok: false,
      message: 'El registro está cerrado. Pide a un administrador que te invite.',
    })
    expect(await countAccounts()).toBe(before)
  })

  it('hands an invitation link’s token to the backend, and refuses a malformed one before asking it', async () => {
    const { received, recording } = recordingBackend('dashboard')
    const invitationToken = 'B'.repeat(21) + '_-' + 'q8'.repeat(10)
    await freshSignUp({ ...right, invitationToken }, recording)
    expect(received).toEqual([{ ...right, invitationToken }])
    for (const bad of ['', 'corto', `${invitationToken}A`, 'x'.repeat(5000), 42])
      expect(await freshSignUp({ ...right, invitationToken: bad }, recording)).toMatchObject({
        ok: false,
        message: expect.stringMatching(/^El enlace de la invitación ha caducado o ya se ha usado\./),
      })
    expect(received).toHaveLength(1)
    // Where there are no local links (Supabase), the token is refused before anything is asked.
    expect(
      await signUpFlow(
        { ...right, invitationToken },
        { backend: recording, limit: signUpLimit(), clientKey: '192.0.2.200', acceptsSetupToken: false },
      ),
    ).toEqual({ ok: false, message: expect.stringMatching(/^Este sitio no usa enlaces de configuración/) })
    expect(received).toHaveLength(1)
  })

  it('refuses a setup token where the backend has no setup link, asking nothing and counting nothing', async () => {
    const { received, recording } = recordingBackend('confirm-email')
    // One sign-up an hour from this address, and one in all: a counted refusal would use both up.
    const limit = signUpLimit(1, 1)
    const signUp = (request: Parameters<typeof signUpFlow>[0]) =>
      signUpFlow(request, { backend: recording, limit, clientKey: client, acceptsSetupToken: false })
    const setupToken = 'A'.repeat(21) + '_-' + 'z9'.repeat(10)
    for (let i = 0; i < 3; i += 1) {
      expect(await signUp({ ...right, setupToken })).toEqual({
        ok: false,
        message:
          'Este sitio no usa enlaces de configuración. Regístrate sin el enlace; un administrador te dará acceso al panel.',
      })
    }
    expect(received).toEqual([])
    expect(await signUp(right)).toMatchObject({ ok: true })
    expect(received).toEqual([right])
  })

  it('answers a setup link the backend refuses with the Spanish setup message', async () => {
    const refusing = { signUp: async () => ({ ok: false, error: 'invalid-setup-link' }) as const }
    expect(await freshSignUp(right, refusing)).toEqual({
      ok: false,
      message:
        'El enlace de configuración no es válido o ha caducado. Reinicia el servidor para obtener uno nuevo.',
    })
  })

  it('tells the visitor to confirm the e-mail when the backend has no session yet', async () => {
    const confirming = { signUp: async () => ({ ok: true, next: 'confirm-email' }) as const }
    expect(await freshSignUp(right, confirming)).toEqual({
      ok: true,
      message: 'Cuenta creada exitosamente',
      data: {
        next: 'confirm-email',
        detail: 'Te hemos enviado un correo de confirmación. Ábrelo y pulsa el enlace para entrar al panel.',
      },
    })
  })

  it('answers the fallback text when the backend fails', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {})
    const broken = { signUp: () => Promise.reject(new Error('disk full')) }
    expect(await freshSignUp(right, broken)).toEqual({
      ok: false,
      message: 'Error al crear la cuenta',
    })
    expect(errors).toHaveBeenCalled()
    errors.mockRestore()
  })

  it('refuses a sixth account from one address within the hour, creating nothing, and lets another address in', async () => {
    const limit = signUpLimit(5, 50)
    const signUp = (email: string, from = '198.51.100.60') =>
      signUpFlow(
        { email, password: 'secreto1' },
        { backend: local, limit, clientKey: from, acceptsSetupToken: true },
      )
    for (let i = 0; i < 5; i += 1) {
      expect(await signUp(`serie${i}@example.com`)).toMatchObject({ ok: true })
    }
    const before = await countAccounts()
    expect(await signUp('serie5@example.com')).toEqual({
      ok: false,
      message: 'Demasiados registros desde esta conexión. Inténtalo de nuevo más tarde.',
    })
    expect(await countAccounts()).toBe(before)
    expect(await signUp('otra-conexion@example.com', '198.51.100.61')).toMatchObject({ ok: true })
  })

  it('lets the setup link through once the hour’s total is reached: its account becomes admin', async () => {
    const limit = signUpLimit(5, 1)
    const signUp = (request: { email: string; password: string; setupToken?: string }, from: string) =>
      signUpFlow(request, { backend: local, limit, clientKey: from, acceptsSetupToken: true })
    expect(await signUp({ email: 'flood0@example.com', password: 'secreto1' }, '192.0.2.50')).toMatchObject({
      ok: true,
    })
    expect(await signUp({ email: 'flood1@example.com', password: 'secreto1' }, '192.0.2.51')).toEqual({
      ok: false,
      message: 'Se han creado demasiadas cuentas en poco tiempo. Inténtalo de nuevo más tarde.',
    })
    const { token } = await issueSetupToken(db)
    expect(
      await signUp(
        { email: 'duena-total@example.com', password: 'secreto1', setupToken: token },
        '192.0.2.52',
      ),
    ).toMatchObject({ ok: true })
    const { rows } = await db.query('select 1 from public.admins where email = $1', [
      'duena-total@example.com',
    ])
    expect(rows).toHaveLength(1)
  })

  it('stops every address once the hour’s total is reached', async () => {
    const limit = signUpLimit(5, 3)
    const signUp = (email: string, from: string) =>
      signUpFlow(
        { email, password: 'secreto1' },
        { backend: local, limit, clientKey: from, acceptsSetupToken: true },
      )
    for (let i = 0; i < 3; i += 1) {
      expect(await signUp(`total${i}@example.com`, `192.0.2.${i + 1}`)).toMatchObject({ ok: true })
    }
    const before = await countAccounts()
    expect(await signUp('total3@example.com', '192.0.2.99')).toEqual({
      ok: false,
      message: 'Se han creado demasiadas cuentas en poco tiempo. Inténtalo de nuevo más tarde.',
    })
    expect(await countAccounts()).toBe(before)
  })

  it('does not count a sign-up the form’s rules refuse', async () => {
    const limit = signUpLimit(1, 50)
    const from = '198.51.100.70'
    for (let i = 0; i < 3; i += 1) {
      await signUpFlow(
        { email: 'mal', password: 'secreto1' },
        { backend: local, limit, clientKey: from, acceptsSetupToken: true },
      )
    }
    expect(
      await signUpFlow(
        { email: 'valida@example.com', password: 'secreto1' },
        { backend: local, limit, clientKey: from, acceptsSetupToken: true },
      ),
    ).toMatchObject({ ok: true })
  })

  it('creates nothing when the limit cannot be checked', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {})
    const unavailable = { take: () => Promise.reject(new Error('database unreachable')) }
    const before = await countAccounts()
    expect(
      await signUpFlow(
        { email: 'sin-limite@example.com', password: 'secreto1' },
        { backend: local, limit: unavailable, clientKey: client, acceptsSetupToken: true },
      ),
    ).toEqual({ ok: false, message: 'Error al crear la cuenta' })
    expect(await countAccounts()).toBe(before)
    errors.mockRestore()
  })
})
