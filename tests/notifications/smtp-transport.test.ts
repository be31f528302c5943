import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { SMTPServer } from 'smtp-server'
import { createLocalBackend } from '@/lib/data/local/backend'
import { serviceRoleRpc } from '@/lib/data/local/service-role-rpc'
import { smtpTransport } from '@/lib/notifications/transports'
import { deliverNotifications } from '@/supabase/functions/_shared/notification-delivery'
import { selfSignedCertificate } from '../support/certificate'
import { createTestDb } from '../support/database'
import { sampleLead } from '../support/leads'

// A real SMTP server on loopback receives what the local backend sends. It
// offers no STARTTLS, like a local test server: only a URL that says
// ?insecure=true may send through it.

let server: SMTPServer
let port: number
let received: { from: string; to: string[]; raw: string }[]

beforeEach(() => {
  received = []
})

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = ''
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')))
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.server.address() as AddressInfo).port
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const lead = sampleLead({
  name: 'Ana <b>Pérez</b>',
  message: 'Hola\n<script>alert(1)</script>',
  communicationConsent: true,
})
const notification = { ...lead, leadId: lead.id }

it('sends the notification e-mail to the company, replying to the visitor, when the URL allows no TLS', async () => {
  const send = smtpTransport({
    url: `smtp://127.0.0.1:${port}?insecure=true`,
    from: 'web@example.com',
    to: 'contacto@example.com',
  })
  expect(await send(notification)).toBe('sent')
  expect(received).toHaveLength(1)
  const [mail] = received
  expect(mail!.from).toBe('web@example.com')
  expect(mail!.to).toEqual(['contacto@example.com'])
  expect(mail!.raw).toMatch(/^Reply-To: ana@example\.com/m)
  expect(mail!.raw).toMatch(/^Subject: /m)
  expect(mail!.raw).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
  expect(mail!.raw).not.toContain('<script>alert(1)</script><')
})

it('throws when the SMTP server cannot be reached, so the delivery keeps the notification for a retry', async () => {
  const send = smtpTransport({
    url: 'smtp://127.0.0.1:1',
    from: 'web@example.com',
    to: 'contacto@example.com',
  })
  await expect(send(notification)).rejects.toThrow()
})

it('refuses to send in plain text over smtp:// without STARTTLS, and the notification stays pending', async () => {
  const db = await createTestDb()
  const error = jest.spyOn(console, 'error').mockImplementation(() => {})
  try {
    await createLocalBackend(async () => db).leads.insert(sampleLead({ id: lead.id }))
    const send = smtpTransport({
      url: `smtp://127.0.0.1:${port}`,
      from: 'web@example.com',
      to: 'contacto@example.com',
    })
    expect(await deliverNotifications(serviceRoleRpc(db), send, 'due')).toEqual({
      sent: 0,
      logged: 0,
      retrying: 1,
      failed: 0,
    })
    expect(received).toEqual([])
    const { rows } = await db.query<{ status: string; attempts: number; last_error: string }>(
      'select status, attempts, last_error from lead_notifications',
    )
    expect(rows).toEqual([{ status: 'pending', attempts: 1, last_error: expect.stringMatching(/STARTTLS/) }])
  } finally {
    error.mockRestore()
    await db.close()
  }
})

it('upgrades smtp:// with STARTTLS when offered, and checks the server certificate', async () => {
  // The test's certificate is self-signed: the upgrade is tried and the certificate refused.
  const folder = mkdtempSync(path.join(tmpdir(), 'sec-smtp-tls-'))
  const { key, cert } = selfSignedCertificate(folder)
  rmSync(folder, { recursive: true })
  const tlsServer = new SMTPServer({
    authOptional: true,
    logger: false,
    key,
    cert,
    onData: (_stream, _session, done) => done(),
  })
  await new Promise<void>((resolve) => tlsServer.listen(0, '127.0.0.1', resolve))
  try {
    const send = smtpTransport({
      url: `smtp://127.0.0.1:${(tlsServer.server.address() as AddressInfo).port}`,
      from: 'web@example.com',
      to: 'contacto@example.com',
    })
    await expect(send(notification)).rejects.toThrow(/self-signed certificate/)
  } finally {
    await new Promise<void>((resolve) => tlsServer.close(() => resolve()))
  }
})
