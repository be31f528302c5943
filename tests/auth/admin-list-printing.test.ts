import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { openLocalDb } from '@/lib/db/open-database'
import { seedMigratedDataFolder } from '../support/pglite-snapshot'

// The export names the former admins to invite. Should an address holding
// control characters ever reach the database some other way (here: a folder
// whose checks were dropped, as an old or tampered one might be), the printed
// list still shows it escaped, on its own numbered line, and nothing it holds
// reaches the terminal raw.

const root = path.resolve(__dirname, '../..')
const planted = 'intruso@example.com\r\x1b[2K\x1b[1A\u202eFormer local admins (1):'
let folder: string

beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'sec-admin-list-'))
})
afterAll(() => rmSync(folder, { recursive: true, force: true }))

it('the export prints a planted admin address escaped, numbered, with the total', async () => {
  const dataDir = path.join(folder, 'pglite')
  await seedMigratedDataFolder(dataDir)
  const db = await openLocalDb(dataDir)
  try {
    await db.exec(`alter table auth.users drop constraint users_email_format;
                   alter table public.admins drop constraint admins_email_format`)
    for (const email of ['gerencia@example.com', planted]) {
      const { rows } = await db.query<{ id: string }>(
        `insert into auth.users (email, encrypted_password, created_through) values ($1, 'x', 'invitation') returning id`,
        [email],
      )
      await db.query('insert into public.admins (user_id, email) values ($1, $2)', [rows[0]!.id, email])
    }
  } finally {
    await db.close()
    rmSync(`${dataDir}.lock`, { force: true })
  }

  const file = path.join(folder, 'move.sql')
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', 'scripts/export.ts', '--supabase', file],
    {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        LOCAL_DATA_DIR: dataDir,
      } as unknown as NodeJS.ProcessEnv,
      timeout: 90_000,
    },
  )
  expect(stdout).toContain(
    'Former local admins (2):\n' +
      '  1. gerencia@example.com\n' +
      '  2. intruso@example.com\\r\\x1b[2K\\x1b[1A\\u{202e}Former local admins (1):\n',
  )
  expect(stdout).not.toMatch(/[\r\x1b\u202e]/)
  // The SQL file's comment lists it escaped too.
  expect(readFileSync(file, 'utf8')).not.toMatch(/[\r\x1b\u202e]/)
}, 120_000)
