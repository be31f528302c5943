/** @jest-environment node */
import { parseEnv } from '@/lib/env'

describe('environment', () => {
  it('has working defaults when nothing is set', () => {
    const env = parseEnv({ NODE_ENV: 'test' })
    expect(env.SITE_URL).toBe('https://www.solaryelectricidadcieza.es')
    expect(env.LOCAL_DATA_DIR).toBe('.data/pglite')
    expect(env.NEXT_PUBLIC_SUPABASE_URL).toBeUndefined()
  })

  it('treats empty values as unset', () => {
    expect(parseEnv({ NODE_ENV: 'test', SITE_URL: '  ', SITE_BRAND: '' }).SITE_BRAND).toBeUndefined()
  })

  it('drops a trailing slash from SITE_URL', () => {
    expect(parseEnv({ NODE_ENV: 'test', SITE_URL: 'https://ejemplo.es/' }).SITE_URL).toBe(
      'https://ejemplo.es',
    )
  })

  it('refuses an http SITE_URL, a bad phone and half a Supabase configuration, naming each', () => {
    expect(() =>
      parseEnv({
        NODE_ENV: 'test',
        SITE_URL: 'http://ejemplo.es',
        SITE_PHONE: '600',
        NEXT_PUBLIC_SUPABASE_URL: 'https://x.supabase.co',
      }),
    ).toThrow(/SITE_URL must use https[\s\S]*SITE_PHONE must look like/)
    expect(() => parseEnv({ NODE_ENV: 'test', NEXT_PUBLIC_SUPABASE_URL: 'https://x.supabase.co' })).toThrow(
      /Set both NEXT_PUBLIC_SUPABASE_URL and NEXT_PUBLIC_SUPABASE_ANON_KEY/,
    )
  })

  it('has sign-in throttle defaults, and refuses a short AUTH_SECRET', () => {
    const env = parseEnv({ NODE_ENV: 'test' })
    expect([env.AUTH_SLOWDOWN_AFTER, env.AUTH_LOCKOUT_AFTER, env.AUTH_LOCKOUT_SECONDS]).toEqual([5, 10, 900])
    expect(env.AUTH_SECRET).toBeUndefined()
    expect(parseEnv({ NODE_ENV: 'test', AUTH_SECRET: 's'.repeat(32) }).AUTH_SECRET).toBe('s'.repeat(32))
    expect(() => parseEnv({ NODE_ENV: 'test', AUTH_SECRET: 'corta' })).toThrow(
      /AUTH_SECRET must be at least 32 characters/,
    )
    expect(() => parseEnv({ NODE_ENV: 'test', AUTH_LOCKOUT_AFTER: 'diez' })).toThrow()
  })
})

describe('the shared secret of the Supabase backend', () => {
  const supabase = {
    NODE_ENV: 'test' as const,
    NEXT_PUBLIC_SUPABASE_URL: 'https://x.supabase.co',
    NEXT_PUBLIC_SUPABASE_ANON_KEY: 'anon',
  }

  it('is required with Supabase and at least 32 characters long', () => {
    expect(() => parseEnv(supabase)).toThrow(/set SITE_SHARED_SECRET/)
    expect(() => parseEnv({ ...supabase, SITE_SHARED_SECRET: 'corto' })).toThrow(
      /SITE_SHARED_SECRET must be at least 32 characters/,
    )
    expect(parseEnv({ ...supabase, SITE_SHARED_SECRET: 's'.repeat(32) }).SITE_SHARED_SECRET).toBe(
      's'.repeat(32),
    )
  })

  it('is not needed on the local backend', () => {
    expect(parseEnv({ NODE_ENV: 'test' }).SITE_SHARED_SECRET).toBeUndefined()
  })
})

describe('SMTP_URL', () => {
  const smtp = (SMTP_URL: string) => parseEnv({ NODE_ENV: 'test', SMTP_URL }).SMTP_URL

  it('takes smtps:// (TLS from the start), smtp:// (STARTTLS required) and an explicit opt-out', () => {
    expect(smtp('smtps://web:clave@mail.example.com:465')).toBe('smtps://web:clave@mail.example.com:465')
    expect(smtp('smtp://web:clave@mail.example.com:587')).toBe('smtp://web:clave@mail.example.com:587')
    expect(smtp('smtp://127.0.0.1:2525?insecure=true')).toBe('smtp://127.0.0.1:2525?insecure=true')
  })

  it.each([
    'http://mail.example.com',
    'smtps://mail.example.com:465?insecure=true',
    'smtp://mail.example.com:587?insecure=1',
    'smtp://mail.example.com:587?requireTLS=false',
    'smtp://mail.example.com:587?ignoreTLS=true',
    'smtp://mail.example.com:587?tls.rejectUnauthorized=false',
    'smtp://mail.example.com:587?insecure=true&secure=false',
  ])('refuses %s, naming the accepted forms', (url) => {
    expect(() => smtp(url)).toThrow(/SMTP_URL must look like smtps:\/\/user:password@host:465/)
  })
})
