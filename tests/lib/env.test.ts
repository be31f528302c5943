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
      /Set both NEXT_PUBLIC_SUPABASE_URL and NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY/,
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

  it('waits at most 2 s for an e-mail others keep failing, and keeps the lock window within a day', () => {
    expect(parseEnv({ NODE_ENV: 'test' }).AUTH_EMAIL_MAX_DELAY_SECONDS).toBe(2)
    expect(
      parseEnv({ NODE_ENV: 'test', AUTH_EMAIL_MAX_DELAY_SECONDS: '5' }).AUTH_EMAIL_MAX_DELAY_SECONDS,
    ).toBe(5)
    expect(() => parseEnv({ NODE_ENV: 'test', AUTH_EMAIL_MAX_DELAY_SECONDS: '60' })).toThrow(
      /AUTH_EMAIL_MAX_DELAY_SECONDS must be at most 10/,
    )
    expect(() => parseEnv({ NODE_ENV: 'test', AUTH_LOCKOUT_SECONDS: '86401' })).toThrow(
      /AUTH_LOCKOUT_SECONDS must be at most 86400/,
    )
  })
})

describe('the client address and the sign-up limits', () => {
  it('trust no proxy by default, and allow 5 sign-ups per address and 50 in all per hour', () => {
    const env = parseEnv({ NODE_ENV: 'test' })
    expect([env.TRUSTED_PROXY_HOPS, env.AUTH_SIGNUP_LIMIT, env.AUTH_SIGNUP_GLOBAL_LIMIT]).toEqual([0, 5, 50])
    expect(parseEnv({ NODE_ENV: 'test', TRUSTED_PROXY_HOPS: '1' }).TRUSTED_PROXY_HOPS).toBe(1)
  })

  it('refuse a number of proxies that is negative, fractional or not a number, saying what it means', () => {
    for (const value of ['-1', '1.5', 'uno']) {
      expect(() => parseEnv({ NODE_ENV: 'test', TRUSTED_PROXY_HOPS: value })).toThrow(
        /TRUSTED_PROXY_HOPS must be a whole number, 0 or more: how many proxies in front of the site/,
      )
    }
    expect(() => parseEnv({ NODE_ENV: 'test', AUTH_SIGNUP_LIMIT: '0' })).toThrow(
      /AUTH_SIGNUP_LIMIT must be a whole number of accounts per hour, 1 or more/,
    )
    expect(() => parseEnv({ NODE_ENV: 'test', AUTH_SIGNUP_GLOBAL_LIMIT: 'x' })).toThrow(
      /AUTH_SIGNUP_GLOBAL_LIMIT must be/,
    )
  })
})

describe('the shared secret of the Supabase backend', () => {
  const supabase = {
    NODE_ENV: 'test' as const,
    NEXT_PUBLIC_SUPABASE_URL: 'https://x.supabase.co',
    NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x',
    SUPABASE_SECRET_KEY: 'sb_secret_x',
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

/** An unsigned JWT with these claims: the form of Supabase's legacy keys. */
const jwt = (claims: object) =>
  ['{"alg":"HS256","typ":"JWT"}', JSON.stringify(claims)]
    .map((part) => Buffer.from(part).toString('base64url'))
    .concat('firma')
    .join('.')

describe('the Supabase keys', () => {
  const base = {
    NODE_ENV: 'test' as const,
    NEXT_PUBLIC_SUPABASE_URL: 'https://x.supabase.co',
    SITE_SHARED_SECRET: 's'.repeat(32),
  }

  it('take the publishable and secret keys, or the legacy anon and service_role keys', () => {
    const current = parseEnv({
      ...base,
      NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x',
      SUPABASE_SECRET_KEY: 'sb_secret_x',
    })
    expect([current.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY, current.SUPABASE_SECRET_KEY]).toEqual([
      'sb_publishable_x',
      'sb_secret_x',
    ])
    const anon = jwt({ role: 'anon' })
    const serviceRole = jwt({ role: 'service_role' })
    const legacy = parseEnv({
      ...base,
      NEXT_PUBLIC_SUPABASE_ANON_KEY: anon,
      SUPABASE_SERVICE_ROLE_KEY: serviceRole,
    })
    expect([legacy.NEXT_PUBLIC_SUPABASE_ANON_KEY, legacy.SUPABASE_SERVICE_ROLE_KEY]).toEqual([
      anon,
      serviceRole,
    ])
  })

  it('refuse a secret key in a public variable, which every browser would receive', () => {
    for (const [name, key] of [
      ['NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY', 'sb_secret_x'],
      ['NEXT_PUBLIC_SUPABASE_ANON_KEY', 'sb_secret_x'],
      ['NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY', jwt({ role: 'service_role', iss: 'supabase' })],
      ['NEXT_PUBLIC_SUPABASE_ANON_KEY', jwt({ role: 'service_role' })],
    ] as const) {
      expect(() => parseEnv({ ...base, [name]: key, SUPABASE_SECRET_KEY: 'sb_secret_x' })).toThrow(
        new RegExp(`${name} holds a secret key .*put the publishable key \\(sb_publishable_…\\) there`),
      )
    }
  })

  it('require the server’s secret key with Supabase, and refuse a public key there', () => {
    expect(() => parseEnv({ ...base, NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x' })).toThrow(
      /With Supabase, set SUPABASE_SECRET_KEY/,
    )
    expect(() =>
      parseEnv({
        ...base,
        NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x',
        SUPABASE_SECRET_KEY: 'sb_publishable_x',
      }),
    ).toThrow(/SUPABASE_SECRET_KEY \(or SUPABASE_SERVICE_ROLE_KEY\) holds a public key/)
    expect(parseEnv({ NODE_ENV: 'test' }).SUPABASE_SECRET_KEY).toBeUndefined()
  })
})

describe('the request limits’ settings', () => {
  it('stay within what the database’s limit functions accept: a day, a million', () => {
    expect(
      parseEnv({ NODE_ENV: 'test', LEAD_RATE_WINDOW_SECONDS: '86400', AUTH_LOCKOUT_AFTER: '1000000' }),
    ).toMatchObject({
      LEAD_RATE_WINDOW_SECONDS: 86_400,
      AUTH_LOCKOUT_AFTER: 1_000_000,
    })
    for (const [name, value] of [
      ['LEAD_RATE_WINDOW_SECONDS', '86401'],
      ['AUTH_LOCKOUT_SECONDS', '86401'],
      ['LEAD_RATE_LIMIT', '1000001'],
      ['AUTH_LOCKOUT_AFTER', '1000001'],
      ['AUTH_SIGNUP_LIMIT', '1000001'],
      ['AUTH_SIGNUP_GLOBAL_LIMIT', '1000001'],
    ] as const)
      expect(() => parseEnv({ NODE_ENV: 'test', [name]: value })).toThrow(new RegExp(`${name} must`))
  })
})

describe('the photo folder', () => {
  it('is unset by default (a `photos` folder beside the data folder), and never inside the data folder', () => {
    expect(parseEnv({ NODE_ENV: 'test' }).PHOTOS_DIR).toBeUndefined()
    expect(parseEnv({ NODE_ENV: 'test', PHOTOS_DIR: '/srv/fotos' }).PHOTOS_DIR).toBe('/srv/fotos')
    for (const PHOTOS_DIR of ['.data/pglite', '.data/pglite/photos'])
      expect(() => parseEnv({ NODE_ENV: 'test', PHOTOS_DIR })).toThrow(
        /PHOTOS_DIR must be outside LOCAL_DATA_DIR/,
      )
  })
})

describe('the backups’ settings', () => {
  it('keep 14 backups in the default folder unless told otherwise', () => {
    const env = parseEnv({ NODE_ENV: 'test' })
    expect([env.BACKUP_DIR, env.BACKUP_KEEP]).toEqual([undefined, 14])
    expect(parseEnv({ NODE_ENV: 'test', BACKUP_DIR: '/srv/copias', BACKUP_KEEP: '30' })).toMatchObject({
      BACKUP_DIR: '/srv/copias',
      BACKUP_KEEP: 30,
    })
  })

  it('refuse a backup folder inside the data folder', () => {
    for (const BACKUP_DIR of ['.data/pglite', '.data/pglite/backups'])
      expect(() => parseEnv({ NODE_ENV: 'test', BACKUP_DIR })).toThrow(
        /BACKUP_DIR must be outside LOCAL_DATA_DIR/,
      )
    expect(parseEnv({ NODE_ENV: 'test', BACKUP_DIR: '.data/pglite-backups' }).BACKUP_DIR).toBe(
      '.data/pglite-backups',
    )
  })

  it('refuse a number of backups to keep that is zero, fractional or not a number', () => {
    for (const value of ['0', '2.5', 'muchas', '-3'])
      expect(() => parseEnv({ NODE_ENV: 'test', BACKUP_KEEP: value })).toThrow(
        /BACKUP_KEEP must be a whole number of backups to keep, from 1 to 1000/,
      )
  })
})
