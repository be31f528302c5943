import { z } from 'zod'
import { teamEventSchema, teamMemberSchema, teamRemovalSchema } from '@/lib/auth/types'
import { noAnswer, rpcAnswer, selectRows } from './answer'
import { asAdmin, type Transport } from './transport'
import { failingAs } from './failing-as'
import type { AdminCaller } from './types'

// 'Equipo', as the signed-in admin (SQL: 20261206000100_team): the admins, the
// invitations recorded, a removal that never leaves the team empty, the history.

const memberRow = z
  .object({
    user_id: teamMemberSchema.shape.userId,
    email: teamMemberSchema.shape.email,
    added_at: teamMemberSchema.shape.addedAt,
    last_sign_in_at: teamMemberSchema.shape.lastSignInAt,
    invited_at: teamMemberSchema.shape.invitedAt,
  })
  .transform((row) => ({
    userId: row.user_id,
    email: row.email,
    addedAt: row.added_at,
    lastSignInAt: row.last_sign_in_at,
    invitedAt: row.invited_at,
  }))

const eventRow = z
  .object({
    id: teamEventSchema.shape.id,
    happened_at: teamEventSchema.shape.happenedAt,
    kind: teamEventSchema.shape.kind,
    member_email: teamEventSchema.shape.memberEmail,
    actor_email: teamEventSchema.shape.actorEmail,
  })
  .transform((row) => ({
    id: row.id,
    happenedAt: row.happened_at,
    kind: row.kind,
    memberEmail: row.member_email,
    actorEmail: row.actor_email,
  }))

export const teamOver = (db: Transport) => ({
  members: (caller: AdminCaller) =>
    failingAs('Could not read the team', () =>
      rpcAnswer(db, 'team_members', {}, asAdmin(caller), z.array(memberRow)),
    ),
  /** Records an invitation the server has just sent, by the caller. */
  recordInvitation: async (email: string, caller: AdminCaller) => {
    await failingAs('Could not record the invitation', () =>
      rpcAnswer(db, 'record_team_invitation', { invited_email: email }, asAdmin(caller), noAnswer),
    )
  },
  remove: (userId: string, caller: AdminCaller) =>
    failingAs('Could not remove the admin', () =>
      rpcAnswer(db, 'remove_team_member', { member: userId }, asAdmin(caller), teamRemovalSchema),
    ),
  /** Newest first. */
  history: (caller: AdminCaller) =>
    failingAs('Could not read the team’s history', () =>
      selectRows(
        db,
        'team_events',
        { columns: 'id, happened_at, kind, member_email, actor_email', order: 'happened_at desc, id desc' },
        asAdmin(caller),
        eventRow,
      ),
    ),
})
