import 'server-only'
import { site } from '@/content/site'
import { perBackend, serviceRoleClients } from '@/lib/backend'
import { inviteLocalAdmin, inviteSupabaseAdmin } from './admins'
import { invitationPath } from './invitation'
import { pendingInvitations } from './local/invitations'
import type { PendingInvitation } from './types'

// Invitations sent from the running server ('Equipo'), through the same doors
// as `npm run admin -- invite`: on Supabase, Supabase's e-mail with the
// service-role clients (the account is an admin at once, and its owner
// chooses a password from the link); locally, the one-time link bound to the
// address, written through the server's own open database, which the admin
// hands over. The caller has checked the admin right.

/** What inviting answers: the local link to hand over (null: Supabase e-mailed it), or why not (the operator's words, for the log). */
export type TeamInvitation =
  { ok: true; email: string; link: { path: string; expiresAt: Date } | null } | { ok: false; message: string }

type TeamInviter = {
  invite(email: string): Promise<TeamInvitation>
  /**
   * Supabase's invitation e-mail sent again to a colleague who never used theirs (expired or not);
   * null locally, where a pending invitation is a link and inviting again makes a new one.
   */
  resend: ((email: string) => Promise<TeamInvitation>) | null
  /** Local invitations not opened yet; none on Supabase, whose invited accounts are admins already. */
  pending(): Promise<PendingInvitation[]>
}

/** Supabase's invitation e-mail, with the service-role clients, leading to the password page. */
async function emailed(email: string, options?: { again: boolean }): Promise<TeamInvitation> {
  // Null only on the local backend.
  const result = await inviteSupabaseAdmin(
    serviceRoleClients()!,
    email,
    `${site.url}${invitationPath}`,
    options,
  )
  return result.ok ? { ok: true, email: result.email, link: null } : result
}

export const getTeamInviter = perBackend<TeamInviter>({
  supabase: () => ({
    invite: (email) => emailed(email),
    resend: (email) => emailed(email, { again: true }),
    pending: async () => [],
  }),
  local: ({ localDb }) => ({
    resend: null,
    async invite(email) {
      const result = await inviteLocalAdmin(await localDb(), email)
      if (!result.ok) return result
      return { ok: true, email: result.email, link: { path: result.path, expiresAt: result.expiresAt } }
    },
    pending: async () => pendingInvitations(await localDb()),
  }),
})
