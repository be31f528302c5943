import { randomUUID } from 'node:crypto'
import type { PGlite } from '@electric-sql/pglite'
import type { User } from '@supabase/supabase-js'
import type { ServiceRoleClients } from '@/lib/supabase/service-role'
import { isPlausibleEmail, normalizeEmail } from './email-format'
import type { AccountOrigin } from './local/accounts'
import { issueLocalInvitation, type LocalInvitation } from './local/invitations'
import { printableAddress } from './printable-address'

// The admin list's doors (scripts/admin.ts). They run with the database
// owner's rights (local) or the service-role key (Supabase), which row-level
// security lets write `admins`; no web request ever can. On either backend an
// account becomes admin only through a link that only the address's owner
// received (an invitation; locally also the first setup link), or by `add`
// for an account whose owner has proved the address: a sign-up alone proves
// nothing, since whoever signs up first with an address chooses its password.

export type AddAdminResult =
  { ok: true; email: string; alreadyAdmin: boolean } | { ok: false; message: string }

export type InviteAdminResult = { ok: true; email: string } | { ok: false; message: string }

/** The address as stored (trimmed, lower case), or why it is refused: nothing else is ever printed raw. */
function plainEmail(
  rawEmail: string,
): { email: string; refusal?: never } | { email?: never; refusal: string } {
  const email = normalizeEmail(rawEmail)
  if (isPlausibleEmail(email)) return { email }
  return { refusal: `${printableAddress(email)} is not a plain e-mail address; nothing was changed.` }
}

/** A local account may become admin only if it was made through a link bound to its address. */
const provedByLink = (origin: AccountOrigin) => origin === 'setup-link' || origin === 'invitation'

/**
 * Puts a local account on the admin list, if its owner proved the address:
 * made through the setup link or an invitation (an admin removed from the
 * list, say). An account made by signing up at /auth may be a stranger's,
 * who chose its password, so it is refused: invite the person instead.
 */
export async function addLocalAdmin(db: PGlite, rawEmail: string): Promise<AddAdminResult> {
  const { email, refusal } = plainEmail(rawEmail)
  if (refusal !== undefined) return { ok: false, message: refusal }
  const { rows } = await db.query<{ id: string; created_through: AccountOrigin; admin: boolean }>(
    `select u.id, u.created_through, exists (select 1 from public.admins a where a.user_id = u.id) as admin
       from auth.users u where u.email = $1`,
    [email],
  )
  const account = rows[0]
  const invite = `npm run admin -- invite ${email}`
  if (!account) return { ok: false, message: `No account uses ${email}. Invite the person: ${invite}` }
  if (account.admin) return { ok: true, email, alreadyAdmin: true }
  if (!provedByLink(account.created_through))
    return {
      ok: false,
      message:
        `${email} has an account made by signing up at /auth, so nothing shows that its owner holds the ` +
        `address (a stranger may have signed up with it first); it is not made admin. Invite the person ` +
        `instead: ${invite}. Opening the invitation's link replaces that account's password.`,
    }
  const inserted = await db.query(
    'insert into public.admins (user_id, email) values ($1, $2) on conflict (user_id) do nothing returning user_id',
    [account.id, email],
  )
  return { ok: true, email, alreadyAdmin: inserted.rows.length === 0 }
}

/**
 * A local invitation (lib/auth/local/invitations.ts): the one-time link, bound
 * to the address, where its owner creates the account that becomes admin.
 * Returns the link's path; the script prints it, an admin page may show it.
 */
export async function inviteLocalAdmin(db: PGlite, rawEmail: string): Promise<LocalInvitation> {
  const { email, refusal } = plainEmail(rawEmail)
  if (refusal !== undefined) return { ok: false, message: refusal }
  return issueLocalInvitation(db, email)
}

const usersPage = 'the Supabase dashboard (Authentication → Users)'
const deleteFirst = (email: string) => `Delete it in ${usersPage}, then run: npm run admin -- invite ${email}`

const isConfirmed = (user: User) => Boolean(user.email_confirmed_at ?? user.confirmed_at)

/**
 * The address as stored and the account that uses it (null: none), through the auth admin API,
 * page by page; or why the command stops there (the address, or Supabase, refused).
 */
async function findSupabaseUser(
  { authAdmin }: ServiceRoleClients,
  rawEmail: string,
): Promise<{ email: string; user: User | null; refusal?: never } | { refusal: string }> {
  const { email, refusal } = plainEmail(rawEmail)
  if (refusal !== undefined) return { refusal }
  const perPage = 1000
  for (let page = 1; ; page += 1) {
    const { data, error } = await authAdmin.listUsers({ page, perPage })
    if (error) return { refusal: `Supabase refused to list the accounts: ${error.message}` }
    const user = data.users.find((candidate) => candidate.email?.toLowerCase() === email)
    if (user) return { email, user }
    if (data.users.length < perPage) return { email, user: null }
  }
}

/** Inserts the account into `admins` (the service role may select and insert there, nothing more). */
async function insertSupabaseAdmin({ rest }: ServiceRoleClients, userId: string, email: string) {
  const { data, error } = await rest
    .from('admins')
    .upsert({ user_id: userId, email }, { onConflict: 'user_id', ignoreDuplicates: true })
    .select('user_id')
  return error ? { error: error.message } : { inserted: (data ?? []).length > 0 }
}

/**
 * Puts an account whose owner has confirmed the address and signed in on the
 * admin list. An unconfirmed or never used account may be a stranger's
 * sign-up with that address, so it is refused: invite the person instead.
 */
export async function addSupabaseAdmin(
  clients: ServiceRoleClients,
  rawEmail: string,
): Promise<AddAdminResult> {
  const found = await findSupabaseUser(clients, rawEmail)
  if (found.refusal !== undefined) return { ok: false, message: found.refusal }
  const { email, user } = found
  if (!user)
    return {
      ok: false,
      message: `No account uses ${email}. Invite the person: npm run admin -- invite ${email}`,
    }
  if (!isConfirmed(user))
    return {
      ok: false,
      message:
        `${email} has an account whose address was never confirmed: it may be a stranger’s sign-up, ` +
        `whose password would stay theirs, so it is not made admin. ${deleteFirst(email)}`,
    }
  if (!user.last_sign_in_at)
    return {
      ok: false,
      message:
        `${email} has an account that has never signed in, so nothing shows that its owner chose its ` +
        `password; it is not made admin. Ask the person to sign in at /auth once, then run add again; ` +
        `or delete it in ${usersPage} and run: npm run admin -- invite ${email}`,
    }
  const written = await insertSupabaseAdmin(clients, user.id, email)
  if (written.error !== undefined) return { ok: false, message: `Could not write admins: ${written.error}` }
  return { ok: true, email, alreadyAdmin: !written.inserted }
}

/**
 * Sends Supabase's invitation to an address that has no account yet and puts
 * the new account on the admin list at once: only the mailbox's owner can
 * open the invitation, and its link leads to the page where they choose the
 * password (`redirectTo`). An address that already has an account is refused:
 * an unconfirmed one may be a stranger's sign-up, and Supabase would send the
 * invitation to that account, whose password would survive. With `again`, it
 * sends the invitation again to an account an earlier one created (inviteAgain).
 */
export async function inviteSupabaseAdmin(
  clients: ServiceRoleClients,
  rawEmail: string,
  redirectTo: string,
  { again = false }: { again?: boolean } = {},
): Promise<InviteAdminResult> {
  const found = await findSupabaseUser(clients, rawEmail)
  if (found.refusal !== undefined) return { ok: false, message: found.refusal }
  const { email } = found
  if (again) return inviteAgain(clients, email, found.user, redirectTo)
  if (found.user) return existingAccount(email, found.user)

  // Supabase invites an unconfirmed account that appeared meanwhile instead of
  // creating one, and keeps that account's metadata: a mark only this call
  // knows tells the account it created from one a stranger made.
  const mark = randomUUID()
  const { data, error } = await sendSupabaseInvitation(clients, email, redirectTo, mark)
  if (error !== null) return { ok: false, message: error }
  const user = data.user
  if (user.user_metadata?.invitation !== mark)
    return {
      ok: false,
      message:
        `An account with ${email} was created while inviting, not by this invitation, so it is not made admin. ` +
        deleteFirst(email),
    }
  const written = await insertSupabaseAdmin(clients, user.id, email)
  if (written.error !== undefined)
    return {
      ok: false,
      message:
        `The invitation went to ${email}, but admins could not be written: ${written.error}. ` +
        `Once the person has chosen a password, run: npm run admin -- add ${email}`,
    }
  return { ok: true, email }
}

/**
 * The invitation e-mail again, for an account an earlier invitation created and that was never
 * used (no confirmed address, no sign-in): the caller found it on the admin list, where only an
 * invitation puts an unconfirmed account. For such an account Supabase sends a new invitation
 * (a new link, a new expiry) instead of creating one.
 */
async function inviteAgain(
  clients: ServiceRoleClients,
  email: string,
  user: User | null,
  redirectTo: string,
): Promise<InviteAdminResult> {
  if (!user) return { ok: false, message: `No account uses ${email}: there is no invitation to send again.` }
  if (isConfirmed(user) || user.last_sign_in_at)
    return { ok: false, message: `${email} has already used its invitation: there is nothing to send again.` }
  const mark = user.user_metadata?.invitation
  const { error } = await sendSupabaseInvitation(
    clients,
    email,
    redirectTo,
    typeof mark === 'string' ? mark : null,
  )
  return error === null ? { ok: true, email } : { ok: false, message: error }
}

/** Supabase's invitation e-mail to `email`, carrying our mark (`invitation`) when there is one; its refusal in the operator's words. */
async function sendSupabaseInvitation(
  clients: ServiceRoleClients,
  email: string,
  redirectTo: string,
  mark: string | null,
) {
  const { data, error } = await clients.authAdmin.inviteUserByEmail(email, {
    redirectTo,
    ...(mark ? { data: { invitation: mark } } : {}),
  })
  if (!error) return { data, error: null }
  if (error.code === 'email_exists') return { data: null, error: confirmedAccountMessage(email) }
  return { data: null, error: `Supabase refused to send the invitation: ${error.message}` }
}

const confirmedAccountMessage = (email: string) =>
  `${email} already has an account. Once its owner has signed in, make it admin with: npm run admin -- add ${email}`

function existingAccount(email: string, user: User): InviteAdminResult {
  if (isConfirmed(user)) return { ok: false, message: confirmedAccountMessage(email) }
  return {
    ok: false,
    message:
      `${email} already has an account that was never confirmed (a sign-up, or an invitation not yet ` +
      `accepted). It may be a stranger’s, and its password would survive an invitation. ${deleteFirst(email)}`,
  }
}
