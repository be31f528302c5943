import { createLocalBackend } from '@/lib/data/local/backend'
import { serviceRoleRpc } from '@/lib/data/local/service-role-rpc'
import type { NewLead } from '@/lib/data/types'
import { logTransport } from '@/lib/notifications/transports'
import {
  MAX_ATTEMPTS,
  deliverNotifications,
  type NotifiedLead,
  type Transport,
} from '@/supabase/functions/_shared/notification-delivery'
import { databaseForFile } from '../support/database'
import { sampleLead } from '../support/leads'
import { makeNotificationDue, notificationOf } from '../support/notifications'

// The one delivery both backends run (the local server with SMTP or the log,
// the Supabase function with its e-mail API), over real Postgres: every claim
// and outcome goes through the migrations' SQL functions as service_role, the
// way the local server calls them.

const world = databaseForFile({ emptyBeforeEach: ['public.leads'] })

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => jest.restoreAllMocks())

/** Stores a lead as the site does; the trigger queues its notification. */
async function storeLead(fields: Partial<NewLead> = {}): Promise<string> {
  const lead = sampleLead(fields)
  await createLocalBackend(async () => world.db).leads.insert(lead)
  return lead.id
}

const notification = (leadId: string) => notificationOf(world.db, leadId)
const makeDue = (leadId: string) => makeNotificationDue(world.db, leadId)

/** An e-mail server that takes a few milliseconds (so overlapping runs interleave) and records each lead it was given. */
function mailServer(fail?: Error) {
  const received: NotifiedLead[] = []
  const transport: Transport = async (lead) => {
    received.push(lead)
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 5))
    if (fail) throw fail
    return 'sent'
  }
  return { transport, received }
}

const deliver = (transport: Transport, only: { leadId: string } | 'due' = 'due') =>
  deliverNotifications(serviceRoleRpc(world.db), transport, only)

describe('each lead e-mailed once', () => {
  it('when 10 retry runs and every lead’s own delivery overlap, each of 20 leads is e-mailed exactly once', async () => {
    const leadIds: string[] = []
    for (let n = 1; n <= 20; n += 1) leadIds.push(await storeLead({ name: `Cliente ${n}` }))
    const { transport, received } = mailServer()
    // Each run has its own client, and each SQL call is its own transaction.
    const reports = await Promise.all([
      ...Array.from({ length: 10 }, () => deliver(transport)),
      ...leadIds.map((leadId) => deliver(transport, { leadId })),
    ])
    expect(received.map((lead) => lead.leadId).sort()).toEqual([...leadIds].sort())
    expect(reports.reduce((sent, report) => sent + report.sent, 0)).toBe(20)
    for (const leadId of leadIds)
      expect(await notification(leadId)).toMatchObject({ status: 'sent', attempts: 1, last_error: null })
  })

  it('delivers only the stored lead right after it, and nothing that is not due', async () => {
    const first = await storeLead({ name: 'Primera' })
    const second = await storeLead({ name: 'Segunda' })
    const { transport, received } = mailServer()
    expect(await deliver(transport, { leadId: second })).toEqual({
      sent: 1,
      logged: 0,
      retrying: 0,
      failed: 0,
    })
    expect(received).toEqual([
      expect.objectContaining({ leadId: second, name: 'Segunda', city: 'Cieza', source: expect.any(Object) }),
    ])
    expect(await deliver(transport, { leadId: second })).toEqual({
      sent: 0,
      logged: 0,
      retrying: 0,
      failed: 0,
    })
    expect(await notification(first)).toMatchObject({ status: 'pending', attempts: 0 })
  })
})

describe('retries', () => {
  it(`waits 1, 2, 4… minutes between attempts and gives up as failed after ${MAX_ATTEMPTS}`, async () => {
    const leadId = await storeLead()
    const down = mailServer(new Error('caído'))
    const waits: number[] = []
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt += 1) {
      await makeDue(leadId)
      expect(await deliver(down.transport)).toMatchObject({ retrying: 1, failed: 0 })
      const state = await notification(leadId)
      expect(state).toMatchObject({ status: 'pending', attempts: attempt })
      waits.push(Math.round(state.due_in_seconds / 60))
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64])
    await makeDue(leadId)
    expect(await deliver(down.transport)).toEqual({ sent: 0, logged: 0, retrying: 0, failed: 1 })
    expect(await notification(leadId)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS })
    await makeDue(leadId)
    expect(await deliver(mailServer().transport)).toEqual({ sent: 0, logged: 0, retrying: 0, failed: 0 })
    expect(down.received).toHaveLength(MAX_ATTEMPTS)
  })
})

describe('the log transport (local backend without SMTP_URL)', () => {
  it('records the notification as logged, never as sent, and does not write it again', async () => {
    const leadId = await storeLead({ name: 'Lucía' })
    const info = jest.spyOn(console, 'info').mockImplementation(() => {})
    expect(await deliver(logTransport, { leadId })).toEqual({ sent: 0, logged: 1, retrying: 0, failed: 0 })
    expect(info).toHaveBeenCalledTimes(1)
    expect(info).toHaveBeenCalledWith(
      expect.stringContaining('Asunto: Nueva solicitud de presupuesto: Lucía (Cieza)'),
    )
    expect(await notification(leadId)).toMatchObject({
      status: 'logged',
      attempts: 1,
      last_error: null,
      sent_at: expect.any(Date),
    })
    await makeDue(leadId)
    expect(await deliver(logTransport)).toEqual({ sent: 0, logged: 0, retrying: 0, failed: 0 })
    expect(info).toHaveBeenCalledTimes(1)
  })
})

it('lets only service_role mark a notification logged (no visitor can silence an e-mail)', async () => {
  const { rows } = await world.db.query(
    `select role, has_function_privilege(role, 'public.mark_lead_notification_logged(uuid, integer)', 'execute') as allowed
       from unnest(array['anon', 'authenticated', 'service_role']) as role`,
  )
  expect(rows).toEqual([
    { role: 'anon', allowed: false },
    { role: 'authenticated', allowed: false },
    { role: 'service_role', allowed: true },
  ])
})
