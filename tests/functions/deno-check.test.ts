import { execFile } from 'node:child_process'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'

// Supabase runs the edge functions on Deno, which type-checks them with its own
// types (Deno.serve, Deno.env, npm: imports) that the project's tsc does not
// see. The `deno` dev dependency ships the binary; npm: imports resolve from
// node_modules, so the check needs no network.

const root = path.resolve(__dirname, '../..')
const functionsDir = path.join(root, 'supabase/functions')
const entryPoints = readdirSync(functionsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
  .map((entry) => path.join('supabase/functions', entry.name, 'index.ts'))

it('type-checks every edge function as Deno runs it', async () => {
  expect(entryPoints).toEqual(
    expect.arrayContaining([
      'supabase/functions/fetch-google-reviews/index.ts',
      'supabase/functions/send-contact-notification/index.ts',
    ]),
  )
  const deno = path.join(root, 'node_modules/.bin/deno')
  const run = promisify(execFile)(deno, ['check', ...entryPoints], {
    cwd: root,
    env: { ...process.env, NO_COLOR: '1' },
  })
  await expect(run).resolves.toMatchObject({ stderr: expect.stringContaining('Check') })
}, 180_000)
