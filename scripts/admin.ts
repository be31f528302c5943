// Invites a person to be admin (Supabase only: Supabase e-mails the invitation,
// the new account is an admin at once, and its owner chooses a password from
// the link):
//
//   npm run admin -- invite EMAIL
//
// Puts an existing account on the admin list (on Supabase, one whose owner has
// confirmed the address and signed in):
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
// server may hold open at the same time, and inserts it there.

import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { format, resolveConfig } from 'prettier'
import { site } from '@/content/site'
import {
  addLocalAdmin,
  addSupabaseAdmin,
  inviteSupabaseAdmin,
  localInviteMessage,
  type AddAdminResult,
} from '@/lib/auth/admins'
import { invitationPath } from '@/lib/auth/invitation'
import { exportedFiles } from '@/lib/content/export-content'
import { createLocalBackend } from '@/lib/data/local/backend'
import { openLocalDb } from '@/lib/db/open-database'
import { getDataBackend, serviceRoleClients } from '@/lib/backend'
import { env } from '@/lib/env'
import { runMain } from './run-main'

const usage = [
  'Usage: npm run admin -- invite EMAIL',
  '       npm run admin -- add EMAIL',
  '       npm run admin -- export-content',
].join('\n')
const busyFolder =
  'Could not open the local database; a running server keeps it open, so stop it, run this, then start it again.'

async function addAdmin(email: string): Promise<AddAdminResult> {
  const clients = serviceRoleClients()
  if (clients) return addSupabaseAdmin(clients, email)
  const dataDir = path.resolve(env.LOCAL_DATA_DIR)
  let db
  try {
    db = await openLocalDb(dataDir)
  } catch (error) {
    // Most often a running server holds the folder: the message names its process.
    return { ok: false, message: `${busyFolder} ${(error as Error).message}` }
  }
  try {
    return await addLocalAdmin(db, email)
  } finally {
    await db.close()
  }
}

async function inviteAdmin(email: string): Promise<number> {
  const clients = serviceRoleClients()
  if (!clients) {
    console.error(localInviteMessage)
    return 1
  }
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
  if ((command !== 'add' && command !== 'invite') || !email || rest.length > 0 || !email.includes('@')) {
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
