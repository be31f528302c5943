import '../support/server-action-mocks'
import { inviteColleagueAction, removeColleagueAction } from '@/components/admin/team/team-actions'
import { scheduleState } from '@/lib/admin/scheduled-publications'
import { createLocalAccount } from '@/lib/auth/local/accounts'
import { invitedEmail } from '@/lib/auth/local/invitations'
import { getSessionUser } from '@/lib/auth/session'
import { listScheduledPublications, listTeamHistory, listTeamMembers } from '@/lib/data'
import { asCaller } from '@/lib/db/roles'
import { localDbWithAdminAndStaff } from '../support/admin-fixture'
import { createAccount } from '../support/database'
import { formOf } from '../support/form-data'
import { sessionTokenOf, signedInWith } from '../support/session'

// 'Equipo''s actions as the server runs them (a real PGlite, signed session
// cookies): inviting hands back a one-time link bound to the address and
// records who invited; an address already on the team, or with an invitation
// pending, is answered in Spanish; removing takes the colleague's admin right
// away at once (their session, their schedules) and never the last admin.

const local = localDbWithAdminAndStaff()
const invite = (email: string, extra: Record<string, string> = {}) =>
  inviteColleagueAction(null, formOf({ email, ...extra }))
const remove = (userId: string) => removeColleagueAction(null, formOf({ userId }))
const tokenOf = (path: string) => new URL(path, 'https://sitio.example').searchParams.get('invitacion')!
const gerencia = async () => (await getSessionUser())!
const adminEmails = async () =>
  (await local.db.query<{ email: string }>('select email from public.admins order by email')).rows.map(
    (row) => row.email,
  )
let accounts = 0
/** A colleague on the team, and their session cookie. */
const colleague = async () => {
  const account = await createAccount(local.db, `colega${++accounts}@example.com`, { admin: true })
  return { ...account, cookie: sessionTokenOf(account) }
}

beforeEach(async () => {
  await local.db.exec(`delete from auth.invitations; delete from public.team_events;
    delete from public.page_publication_schedules; delete from public.page_content_drafts;
    delete from public.admins where email <> 'gerencia@example.com'`)
  signedInWith(local.adminCookie)
})

it('invites an address with a one-time link bound to it, and records who invited', async () => {
  const answer = await invite('  Nueva@Example.com ')
  expect(answer).toMatchObject({
    ok: true,
    message: 'Invitación creada para nueva@example.com.',
    data: { email: 'nueva@example.com', link: { path: expect.stringMatching(/^\/auth\?invitacion=/) } },
  })
  const link = answer.data!.link!
  expect(await invitedEmail(local.db, tokenOf(link.path))).toBe('nueva@example.com')
  const stored = await local.db.query<{ expires_at: Date; hours: number }>(
    `select expires_at, (extract(epoch from expires_at - created_at) / 3600)::int as hours from auth.invitations`,
  )
  expect(stored.rows).toEqual([{ expires_at: new Date(link.expiresAt), hours: 24 }])
  expect(await listTeamHistory(await gerencia())).toMatchObject([
    { kind: 'invited', memberEmail: 'nueva@example.com', actorEmail: 'gerencia@example.com' },
  ])
})

it('refuses a malformed address and one already on the team, in Spanish, inviting nobody', async () => {
  const message = 'Escribe un correo válido, por ejemplo nombre@empresa.es.'
  expect(await invite('no es un correo')).toEqual({ ok: false, message, fieldErrors: { email: message } })
  expect(await invite('gerencia@example.com')).toEqual({
    ok: false,
    message: 'gerencia@example.com ya está en el equipo.',
    fieldErrors: { email: 'Ya está en el equipo.' },
  })
  expect((await local.db.query('select email from auth.invitations')).rows).toEqual([])
  expect(await listTeamHistory(await gerencia())).toEqual([])
})

it('says when someone on the team has not used Supabase’s invitation yet', async () => {
  const invited = await colleague()
  // Supabase's auth.users has the column; the local accounts do not.
  await local.db.exec('alter table auth.users add column invited_at timestamptz')
  try {
    await local.db.query('update auth.users set invited_at = now(), last_sign_in_at = null where id = $1', [
      invited.userId,
    ])
    expect(await invite(invited.email)).toEqual({
      ok: false,
      message: `${invited.email} ya está en el equipo: su invitación por correo aún no se ha usado.`,
      fieldErrors: { email: 'Ya está en el equipo.' },
    })
  } finally {
    await local.db.exec('alter table auth.users drop column invited_at')
  }
})

it('offers a new link for a pending invitation, which replaces the old one', async () => {
  const first = (await invite('nueva@example.com')).data!.link!
  const again = await invite('nueva@example.com')
  expect(again).toEqual({
    ok: false,
    message: expect.stringMatching(
      /^nueva@example\.com ya tiene una invitación pendiente, que caduca el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\. Si el enlace se perdió, crea uno nuevo: el anterior dejará de funcionar\.$/,
    ),
    data: { email: 'nueva@example.com', pending: true },
  })
  const replaced = await invite('nueva@example.com', { replace: '1' })
  const second = replaced.data!.link!
  expect(second.path).not.toBe(first.path)
  expect(await invitedEmail(local.db, tokenOf(first.path))).toBeNull()
  expect(await invitedEmail(local.db, tokenOf(second.path))).toBe('nueva@example.com')
  expect((await listTeamHistory(await gerencia())).map((event) => event.kind)).toEqual(['invited', 'invited'])
})

it('lists the invited person once they have opened the link, with their sign-in', async () => {
  const { path } = (await invite('nueva@example.com')).data!.link!
  const created = await createLocalAccount(local.db, {
    email: 'nueva@example.com',
    password: 'una-clave-larga',
    invitationToken: tokenOf(path),
  })
  expect(created.ok).toBe(true)
  const members = await listTeamMembers(await gerencia())
  expect(members.map((member) => [member.email, member.lastSignInAt !== null])).toEqual([
    ['gerencia@example.com', false],
    ['nueva@example.com', true],
  ])
})

it('removes a colleague: their session loses the admin right at once and their schedules are cancelled', async () => {
  const leaving = await colleague()
  await asCaller(local.db, leaving, async (tx) => {
    await tx.query(
      `select public.save_page_draft('/ayudas-placas-solares', '{"hero":{}}'::jsonb, null, null)`,
    )
    await tx.query(
      `select public.schedule_page_publication('/ayudas-placas-solares', now() + interval '1 day',
         (public.page_content_state('/ayudas-placas-solares') ->> 'revision')::bigint)`,
    )
  })

  expect(await remove(leaving.userId)).toEqual({
    ok: true,
    message: `${leaving.email} ya no está en el equipo.`,
  })
  expect(await adminEmails()).toEqual(['gerencia@example.com'])
  const [schedule] = await listScheduledPublications(await gerencia())
  expect(scheduleState(schedule!).text).toBe('Cancelada: quien la programó ya no es administrador')
  expect(await listTeamHistory(await gerencia())).toMatchObject([
    { kind: 'removed', memberEmail: leaving.email, actorEmail: 'gerencia@example.com' },
  ])

  signedInWith(leaving.cookie)
  expect(await getSessionUser()).toMatchObject({ email: leaving.email, isAdmin: false })
  expect(await invite('otra@example.com')).toEqual({
    ok: false,
    message: 'Tu cuenta no tiene permiso para gestionar el equipo.',
  })
})

it('never removes the last admin, and lets an admin leave while another remains', async () => {
  const me = await gerencia()
  expect(await remove(me.id)).toEqual({
    ok: false,
    message:
      'No puedes quitarte del equipo: eres la única persona con acceso al panel. Invita antes a otra persona.',
  })
  expect(await adminEmails()).toEqual(['gerencia@example.com'])

  const staying = await colleague()
  signedInWith(staying.cookie)
  expect(await remove(staying.userId)).toEqual({ ok: true, message: 'Ya no estás en el equipo.' })
  expect(await adminEmails()).toEqual(['gerencia@example.com'])
  signedInWith(local.adminCookie)
  expect(await remove(staying.userId)).toEqual({
    ok: true,
    message: 'Esa persona ya no estaba en el equipo.',
  })
})

it('answers an account that is not an admin in Spanish, changing nothing', async () => {
  signedInWith(local.staffCookie)
  const message = 'Tu cuenta no tiene permiso para gestionar el equipo.'
  expect(await invite('nueva@example.com')).toEqual({ ok: false, message })
  const me = (
    await local.db.query<{ id: string }>(`select id from auth.users where email = 'gerencia@example.com'`)
  ).rows[0]!
  expect(await remove(me.id)).toEqual({ ok: false, message })
  expect(await adminEmails()).toEqual(['gerencia@example.com'])
  expect((await local.db.query('select email from auth.invitations')).rows).toEqual([])
})
