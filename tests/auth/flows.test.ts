/** @jest-environment node */
import type { PGlite } from '@electric-sql/pglite'
import { signInFlow, signUpFlow } from '@/lib/auth/flows'
import { createLocalAccount, verifyLocalAccount } from '@/lib/auth/local/accounts'
import { createSignInThrottle } from '@/lib/auth/throttle'
import type { AuthBackend } from '@/lib/auth/types'
import { createTestDb } from '../support/database'

// The actions' logic with the local accounts on a real PGlite: validation,
// Spanish answers, and the failed sign-in throttle.

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

function signInWith(clientKey = '203.0.113.7') {
  const waits: number[] = []
  const throttle = createSignInThrottle({ slowAfter: 2, lockAfter: 4, windowMs: 15 * 60_000 })
  const attempt = (input: unknown, client = clientKey) =>
    signInFlow(input, {
      backend: local,
      throttle,
      clientKey: client,
      sleep: async (ms) => {
        waits.push(ms)
      },
    })
  return { attempt, waits }
}

const wrong = { email: 'ana@example.com', password: 'incorrecta' }
const right = { email: 'ana@example.com', password: 'secreto1' }

describe('sign-in', () => {
  it('answers success in Spanish and sends the account to the dashboard', async () => {
    const { attempt } = signInWith()
    expect(await attempt({ email: '  ANA@example.com ', password: 'secreto1' })).toEqual({
      ok: true,
      message: 'Sesión iniciada exitosamente',
      next: 'dashboard',
    })
  })

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const { attempt } = signInWith()
    const failure = { ok: false, message: 'Email o contraseña incorrectos' }
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
    expect(answers.filter((answer) => answer.message === 'Email o contraseña incorrectos')).toHaveLength(4)
    expect(answers.filter((answer) => /Demasiados intentos fallidos/.test(answer.message))).toHaveLength(4)
  })

  it('refuses the same e-mail from another client, and other e-mails from the same client', async () => {
    const { attempt } = signInWith('198.51.100.1')
    for (let i = 0; i < 4; i += 1) await attempt(wrong)
    expect(await attempt(right, '198.51.100.2')).toMatchObject({ ok: false, message: /Demasiados intentos/ })
    expect(await attempt({ email: 'otra@example.com', password: 'secreto1' })).toMatchObject({
      message: /Demasiados intentos/,
    })
    expect(await attempt({ email: 'otra@example.com', password: 'secreto1' }, '198.51.100.3')).toEqual({
      ok: false,
      message: 'Email o contraseña incorrectos',
    })
  })

  it('does not count invalid input or a backend failure as a failed sign-in', async () => {
    const waits: number[] = []
    const throttle = createSignInThrottle({ slowAfter: 1, lockAfter: 2, windowMs: 60_000 })
    const broken = {
      signIn: () => Promise.reject(new Error('connection refused')),
    }
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {})
    for (let i = 0; i < 3; i += 1) {
      expect(
        await signInFlow(right, {
          backend: broken,
          throttle,
          clientKey: 'x',
          sleep: async (ms) => void waits.push(ms),
        }),
      ).toEqual({ ok: false, message: 'Error al iniciar sesión' })
      await signInFlow(
        { email: 'ana@example.com', password: '1' },
        { backend: local, throttle, clientKey: 'x' },
      )
    }
    errors.mockRestore()
    expect(waits).toEqual([])
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

describe('sign-up', () => {
  it('creates the account and answers success', async () => {
    expect(
      await signUpFlow({ email: 'Nueva@Example.com', password: 'secreto1' }, { backend: local }),
    ).toEqual({
      ok: true,
      message: 'Cuenta creada exitosamente',
      next: 'dashboard',
    })
    expect(await verifyLocalAccount(db, { email: 'nueva@example.com', password: 'secreto1' })).not.toBeNull()
  })

  it('refuses an e-mail that already has an account, in Spanish', async () => {
    expect(await signUpFlow(right, { backend: local })).toEqual({
      ok: false,
      message: 'Ya existe una cuenta con este email',
    })
  })

  it('refuses a short password before creating anything', async () => {
    const before = (await db.query('select * from auth.users')).rows.length
    expect(
      await signUpFlow({ email: 'corta@example.com', password: 'abc' }, { backend: local }),
    ).toMatchObject({
      ok: false,
      message: 'La contraseña debe tener al menos 6 caracteres',
    })
    expect((await db.query('select * from auth.users')).rows).toHaveLength(before)
  })

  it('hands the setup link’s token to the backend, and refuses a malformed one before asking it', async () => {
    const received: unknown[] = []
    const recording = {
      signUp: async (request: unknown) => {
        received.push(request)
        return { ok: true, next: 'dashboard' } as const
      },
    }
    const setupToken = 'A'.repeat(21) + '_-' + 'z9'.repeat(10)
    await signUpFlow({ ...right, setupToken }, { backend: recording })
    expect(received).toEqual([{ ...right, setupToken }])

    const invalid = {
      ok: false,
      message:
        'El enlace de configuración no es válido o ha caducado. Reinicia el servidor para obtener uno nuevo.',
    }
    for (const bad of ['', 'corto', `${setupToken}A`, `${setupToken.slice(1)}=`, 'x'.repeat(5000), 42]) {
      expect(await signUpFlow({ ...right, setupToken: bad }, { backend: recording })).toMatchObject(invalid)
    }
    expect(received).toHaveLength(1)
  })

  it('answers a setup link the backend refuses with the Spanish setup message', async () => {
    const refusing = { signUp: async () => ({ ok: false, error: 'invalid-setup-link' }) as const }
    expect(await signUpFlow(right, { backend: refusing })).toEqual({
      ok: false,
      message:
        'El enlace de configuración no es válido o ha caducado. Reinicia el servidor para obtener uno nuevo.',
    })
  })

  it('tells the visitor to confirm the e-mail when the backend has no session yet', async () => {
    const confirming = { signUp: async () => ({ ok: true, next: 'confirm-email' }) as const }
    expect(await signUpFlow(right, { backend: confirming })).toEqual({
      ok: true,
      message: 'Cuenta creada exitosamente',
      next: 'confirm-email',
      detail: 'Te hemos enviado un email de confirmación. Ábrelo y pulsa el enlace para entrar al panel.',
    })
  })

  it('answers the fallback text when the backend fails', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {})
    const broken = { signUp: () => Promise.reject(new Error('disk full')) }
    expect(await signUpFlow(right, { backend: broken })).toEqual({
      ok: false,
      message: 'Error al crear la cuenta',
    })
    expect(errors).toHaveBeenCalled()
    errors.mockRestore()
  })
})
