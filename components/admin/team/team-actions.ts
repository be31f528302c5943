'use server'

import { refresh } from 'next/cache'
import { z } from 'zod'
import { adminAction, type ActionResult } from '@/lib/admin/action'
import { isPlausibleEmail, normalizeEmail } from '@/lib/auth/email-format'
import { getTeamInviter } from '@/lib/auth/team-invitations'
import { listTeamMembers, recordTeamInvitation, removeTeamMember } from '@/lib/data'
import { formatLeadDate } from '@/lib/leads/inbox-format'
import { shortLogLine } from '@/lib/security/log-lines'

// 'Equipo': inviting a colleague and removing one. The invitation goes through
// the backend's own door (lib/auth/team-invitations.ts) and is then recorded
// in the team's history; a removal is the database's, which refuses the last
// admin under a lock.

const notAdmin = 'Tu cuenta no tiene permiso para gestionar el equipo.'
const badAddress = 'Escribe un correo válido, por ejemplo nombre@empresa.es.'

/** A local invitation's link, to hand to the person; none when Supabase e-mailed it. */
export type InvitationLink = { path: string; expiresAt: string }
/** What inviting answers the form: the link, or (refused) the address whose pending invitation a new link would replace. */
export type InviteAnswer = { email: string; link?: InvitationLink; pending?: true }

const inviteSchema = z.object({
  email: z
    .string({ error: badAddress })
    .transform(normalizeEmail)
    .refine(isPlausibleEmail, { error: badAddress }),
  // 'Crear un enlace nuevo': the pending invitation is replaced.
  replace: z.literal('1').optional(),
})

export const inviteColleagueAction = adminAction(
  inviteSchema,
  async ({ email, replace }, admin): Promise<ActionResult<InviteAnswer>> => {
    const member = (await listTeamMembers(admin)).find((candidate) => candidate.email === email)
    // On Supabase an invited account is on the team at once; its e-mail is the one way in.
    if (member)
      return {
        ok: false,
        message:
          member.invitedAt && !member.lastSignInAt
            ? `${email} ya está en el equipo: su invitación por correo aún no se ha usado.`
            : `${email} ya está en el equipo.`,
        fieldErrors: { email: 'Ya está en el equipo.' },
      }
    const inviter = getTeamInviter()
    const pending = (await inviter.pending()).find((invitation) => invitation.email === email)
    if (pending && !replace)
      return {
        ok: false,
        message:
          `${email} ya tiene una invitación pendiente, que caduca el ${formatLeadDate(pending.expiresAt.toISOString())}. ` +
          'Si el enlace se perdió, crea uno nuevo: el anterior dejará de funcionar.',
        data: { email, pending: true },
      }
    const invitation = await inviter.invite(email)
    if (!invitation.ok) {
      // An address with an account outside the team, which only the operator can settle, or Supabase's failure.
      logRefusal(`Inviting ${email}`, invitation.message)
      return {
        ok: false,
        message:
          `No se pudo invitar a ${email}: puede que ya tenga una cuenta fuera del equipo, o que no se ` +
          'pudiera enviar la invitación. Pide a quien mantiene el sitio que lo revise.',
      }
    }
    await recordTeamInvitation(email, admin)
    refresh()
    if (!invitation.link)
      return {
        ok: true,
        message: `Invitación enviada a ${email}. Ya aparece en el equipo; elegirá su contraseña desde el correo.`,
        data: { email },
      }
    const { path, expiresAt } = invitation.link
    return {
      ok: true,
      message: `Invitación creada para ${email}.`,
      data: { email, link: { path, expiresAt: expiresAt.toISOString() } },
    }
  },
  { failure: 'No se pudo invitar a esa persona. Inténtalo de nuevo.', notAdmin },
)

/** The operator's reason a backend refused, kept in the log on one line (Supabase's words stay English there). */
const logRefusal = (what: string, message: string) =>
  console.error(shortLogLine(`${what} was refused: ${message}`))

const resendSchema = z.object({ email: z.string().max(320).transform(normalizeEmail) })

/**
 * 'Volver a enviar la invitación' (Supabase): the invitation e-mail again, for a colleague who has
 * not used theirs (expired or not), recorded in the team's history as the first one was.
 */
export const resendInvitationAction = adminAction(
  resendSchema,
  async ({ email }, admin): Promise<ActionResult> => {
    const member = (await listTeamMembers(admin)).find((candidate) => candidate.email === email)
    const resend = getTeamInviter().resend
    if (!member || !member.invitedAt || member.lastSignInAt || !resend)
      return { ok: false, message: `${email} no tiene ninguna invitación sin usar que volver a enviar.` }
    const sent = await resend(email)
    if (!sent.ok) {
      logRefusal(`Sending the invitation to ${email} again`, sent.message)
      return {
        ok: false,
        message:
          `No se pudo volver a enviar la invitación a ${email}. Inténtalo más tarde; si sigue sin ` +
          'poder enviarse, pide a quien mantiene el sitio que lo revise.',
      }
    }
    await recordTeamInvitation(email, admin)
    refresh()
    return {
      ok: true,
      message: `Invitación enviada de nuevo a ${email}. Elegirá su contraseña desde el correo nuevo.`,
    }
  },
  { failure: 'No se pudo volver a enviar la invitación. Inténtalo de nuevo.', notAdmin },
)

const removalSchema = z.object({ userId: z.uuid({ error: 'Falta la persona que quitar.' }) })

export const removeColleagueAction = adminAction(
  removalSchema,
  async ({ userId }, admin): Promise<ActionResult> => {
    const member = (await listTeamMembers(admin)).find((candidate) => candidate.userId === userId)
    const outcome = member ? await removeTeamMember(userId, admin) : 'not_member'
    refresh()
    if (!member || outcome === 'not_member')
      return { ok: true, message: 'Esa persona ya no estaba en el equipo.' }
    // Only the caller can be the last admin: anyone else leaves the caller behind.
    if (outcome === 'last_admin')
      return {
        ok: false,
        message:
          'No puedes quitarte del equipo: eres la única persona con acceso al panel. Invita antes a otra persona.',
      }
    return {
      ok: true,
      message: userId === admin.id ? 'Ya no estás en el equipo.' : `${member.email} ya no está en el equipo.`,
    }
  },
  { failure: 'No se pudo quitar a esa persona del equipo. Inténtalo de nuevo.', notAdmin },
)
