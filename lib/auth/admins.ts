import type { PGlite } from '@electric-sql/pglite'
import type { ServiceRoleClients } from '@/lib/supabase/service-role'
import { normalizeEmail } from './local/accounts'

// Putting an existing account on the admin list (scripts/admin.ts). Runs with
// the database owner's rights (local) or the service-role key (Supabase),
// which row-level security lets write `admins`; no web request ever can.

export type AddAdminResult =
  { ok: true; email: string; alreadyAdmin: boolean } | { ok: false; message: string }

const noAccount = (email: string): AddAdminResult => ({
  ok: false,
  message: `No account uses ${email}. Sign up at /auth first, then run this again.`,
})

export async function addLocalAdmin(db: PGlite, rawEmail: string): Promise<AddAdminResult> {
  const email = normalizeEmail(rawEmail)
  const { rows } = await db.query<{ id: string }>('select id from auth.users where email = $1', [email])
  const account = rows[0]
  if (!account) return noAccount(email)
  const inserted = await db.query(
    'insert into public.admins (user_id, email) values ($1, $2) on conflict (user_id) do nothing returning user_id',
    [account.id, email],
  )
  return { ok: true, email, alreadyAdmin: inserted.rows.length === 0 }
}

/** Finds the account through the auth admin API (paged), then inserts it into `admins`. */
export async function addSupabaseAdmin(
  { authAdmin, rest }: ServiceRoleClients,
  rawEmail: string,
): Promise<AddAdminResult> {
  const email = normalizeEmail(rawEmail)
  const perPage = 1000
  for (let page = 1; ; page += 1) {
    const { data, error } = await authAdmin.listUsers({ page, perPage })
    if (error) return { ok: false, message: `Supabase refused to list the accounts: ${error.message}` }
    const user = data.users.find((candidate) => candidate.email?.toLowerCase() === email)
    if (user) {
      const { data: rows, error: insertError } = await rest
        .from('admins')
        .upsert({ user_id: user.id, email }, { onConflict: 'user_id', ignoreDuplicates: true })
        .select('user_id')
      if (insertError) return { ok: false, message: `Could not write admins: ${insertError.message}` }
      return { ok: true, email, alreadyAdmin: (rows ?? []).length === 0 }
    }
    if (data.users.length < perPage) return noAccount(email)
  }
}
