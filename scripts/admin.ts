// Invites a person to be admin:
//
//   npm run admin -- invite EMAIL
//
// On Supabase, Supabase e-mails the invitation, the new account is an admin at
// once, and its owner chooses a password from the link. On the local backend,
// it prints a one-time link bound to that address, valid 24 hours: give it to
// the person, who creates the account there, which becomes admin.
//
// Puts an existing account on the admin list, one whose owner proved the
// address (on Supabase: confirmed it and signed in; locally: made through the
// setup link or an invitation):
//
//   npm run admin -- add EMAIL
//
// Or writes the page content staff published back into content/ (the pages'
// JSON files, formatted), for a developer who wants it in the repository:
//
//   npm run admin -- export-content
//
// Supabase (its project and SUPABASE_SECRET_KEY, or the legacy SUPABASE_SERVICE_ROLE_KEY, set): finds
// or invites the account through the auth admin API and inserts it into `admins`, with
// only the auth and REST clients (lib/supabase/service-role.ts), so it runs on Node 20.
// Local backend: opens the PGlite folder (LOCAL_DATA_DIR), which no running
// server may hold open at the same time, and writes there.

import { writeFileSync } from 'node:fs'
import type { PGlite } from '@electric-sql/pglite'
import path from 'node:path'
import { format, resolveConfig } from 'prettier'
import { site } from '@/content/site'
import {
  addLocalAdmin,
  addSupabaseAdmin,
  inviteLocalAdmin,
  inviteSupabaseAdmin,
  type AddAdminResult,
} from '@/lib/auth/admins'
import { invitationLifetimeHours } from '@/lib/auth/local/invitations'
import { invitationPath } from '@/lib/auth/invitation'
import { exportedFiles } from '@/lib/content/export-content'
import { createLocalBackend } from '@/lib/data/local/backend'
import { openLocalDb } from '@/lib/db/open-database'
import { getDataBackend } from '@/lib/data/get-data-backend'
import { serviceRoleClients } from '@/lib/backend'
import { env } from '@/lib/env'
import { runMain } from './run-main'

const usage = [
  'Usage: npm run admin -- invite EMAIL',
  '       npm run admin -- add EMAIL',
  '       npm run admin -- export-content',
].join('\n')
const busyFolder =
  'Could not open the local database; a running server keeps it open, so stop it, run this, then start it again.'

/** Runs `work` on the local database folder; a refusal when a running server holds it. */
async function withLocalDb<T extends { ok: boolean }>(
  work: (db: PGlite) => Promise<T>,
): Promise<T | { ok: false; message: string }> {
  let db
  try {
    db = await openLocalDb(path.resolve(env.LOCAL_DATA_DIR))
  } catch (error) {
    // Most often a running server holds the folder: the message names its process.
    return { ok: false, message: `${busyFolder} ${(error as Error).message}` }
  }
  try {
    return await work(db)
  } finally {
    await db.close()
  }
}

async function addAdmin(email: string): Promise<AddAdminResult> {
  const clients = serviceRoleClients()
  if (clients) return addSupabaseAdmin(clients, email)
  return withLocalDb((db) => addLocalAdmin(db, email))
}

async function inviteAdmin(email: string): Promise<number> {
  const clients = serviceRoleClients()
  if (!clients) return inviteLocally(email)
  const result = await inviteSupabaseAdmin(clients, email, `${site.url}${invitationPath}`)
  if (!result.ok) {
    console.error(result.message)
    return 1
  }
  console.log(
    `Invitation sent to ${result.email}; the account is an admin already. The e-mail's link opens ` +
      `${invitationPath}, where its owner chooses a password.`,
  )
  return 0
}

async function inviteLocally(email: string): Promise<number> {
  const result = await withLocalDb((db) => inviteLocalAdmin(db, email))
  if (!result.ok) {
    console.error(result.message)
    return 1
  }
  console.log(
    [
      `Invitation for ${result.email}. Give this one-time link to that person only; whoever opens it ` +
        'creates the account for this address, which becomes an admin:',
      `  ${site.url}${result.path}`,
      `It works once, until ${result.expiresAt.toISOString()} (${invitationLifetimeHours} hours); ` +
        'inviting the address again replaces it. If people reach the site through another address, ' +
        'open the same path there.',
    ].join('\n'),
  )
  return 0
}

/** Published content as visitors read it: Supabase's public API, or the local folder. */
async function listPublished() {
  if (serviceRoleClients()) return getDataBackend().pageContent.listPublished()
  const db = await openLocalDb(path.resolve(env.LOCAL_DATA_DIR)).catch((error: Error) => {
    throw new Error(`${busyFolder} ${error.message}`)
  })
  try {
    return await createLocalBackend(async () => db).pageContent.listPublished()
  } finally {
    await db.close()
  }
}

async function exportContent() {
  const files = exportedFiles(await listPublished())
  for (const { file, json, reviewBefore } of files) {
    const target = path.resolve(file)
    const text = await format(JSON.stringify(json), { ...(await resolveConfig(target)), filepath: target })
    writeFileSync(target, text)
    console.log(`${file}${reviewBefore ? ` (review before ${reviewBefore}: content/review-dates.ts)` : ''}`)
  }
  console.log(
    files.length ? `${files.length} files written; review them with git diff.` : 'No published content.',
  )
  return 0
}

async function main() {
  const [command, email, ...rest] = process.argv.slice(2)
  if (command === 'export-content' && !email) return exportContent()
  if ((command !== 'add' && command !== 'invite') || !email || rest.length > 0) {
    console.error(usage)
    return 2
  }
  if (command === 'invite') return inviteAdmin(email)
  const result = await addAdmin(email)
  if (!result.ok) {
    console.error(result.message)
    return 1
  }
  console.log(
    result.alreadyAdmin
      ? `${result.email} was already an admin.`
      : `${result.email} is now an admin: it may open /seo-dashboard and edit SEO records.`,
  )
  return 0
}

runMain(main)
