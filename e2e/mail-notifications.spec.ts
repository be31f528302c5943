import { mkdtempSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { SMTPServer } from 'smtp-server'
import { site } from '../content/site'
import { expectAdminDashboard, submitAuthForm } from './accounts'
import { startOwnServer, type OwnServer } from './next-server'
import { sendQuoteFormFrom } from './quote-form'
import { expectAccessible } from './support'
import { ownServerPort } from './own-server-ports'

// With SMTP_URL set, the site e-mails for real: a test SMTP server on loopback
// receives the admin's test e-mail, with the server's answer shown in the
// panel, and the notification of a lead that came from a Google ad through a
// landing page, naming that page; the inbox reads 'Enviada'. Its own server.

// One server and one signed-in admin for both tests, run in order; neither needs the other.
test.describe.configure({ mode: 'default', timeout: 180_000 })

const companyInbox = 'avisos@example.com'
type Mail = { to: string[]; subject: string; text: string }
const received: Mail[] = []
let smtp: SMTPServer
let server: OwnServer
let page: Page

/** The message's headers and body, its quoted-printable lines joined and decoded. */
function readMail(raw: string, to: string[]): Mail {
  const [head = '', ...body] = raw.split(/\r?\n\r?\n/)
  const subject = /^Subject: (.*)$/m.exec(head.replace(/\r?\n[ \t]+/g, ' '))?.[1] ?? ''
  const decoded = Buffer.from(
    body
      .join('\n\n')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8')
  // An encoded subject (=?UTF-8?Q?…?=, split in several words) is joined, then decoded the same way.
  const plainSubject = subject
    .replace(/\?=\s+=\?UTF-8\?Q\?/gi, '')
    .replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_, text: string) =>
      Buffer.from(
        text
          .replace(/_/g, ' ')
          .replace(/=([0-9A-F]{2})/g, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8'),
    )
  return { to, subject: plainSubject, text: decoded }
}

test.beforeAll(async ({ browser }) => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push(
          readMail(
            Buffer.concat(chunks).toString('latin1'),
            session.envelope.rcptTo.map((r) => r.address),
          ),
        )
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  const smtpPort = (smtp.server.address() as AddressInfo).port
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'sec-mail-')), 'pglite')
  server = await startOwnServer({
    port: ownServerPort('mail-notifications'),
    dataDir,
    env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}?insecure=true`, NOTIFY_TO: companyInbox },
  })
  page = await (await browser.newContext({ baseURL: server.baseUrl })).newPage()
  await page.goto(await server.setupLink())
  await submitAuthForm(page, 'Crear cuenta', { email: 'gerencia@example.com', password: 'clave-segura-123' })
  await expectAdminDashboard(page)
})

/** The mails received with this subject, once at least one has arrived. */
async function mailsWithSubject(subject: string) {
  await expect
    .poll(() => received.filter((mail) => mail.subject === subject).length, { timeout: 20_000 })
    .toBeGreaterThan(0)
  return received.filter((mail) => mail.subject === subject)
}
test.afterAll(async () => {
  await page?.context().close()
  await server?.stop()
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()))
})

test('the admin sends a test e-mail, it arrives, and the panel shows the SMTP server’s answer', async () => {
  await page.goto('/seo-dashboard')
  await expect(
    page.getByRole('complementary', { name: 'El correo de avisos no está configurado' }),
  ).toHaveCount(0)

  await page.goto('/seo-dashboard/solicitudes')
  const check = page.getByRole('region', { name: 'Correo de avisos' })
  await check.getByRole('button', { name: 'Enviar un correo de prueba' }).click()
  await expect(check.getByRole('status')).toHaveText(
    new RegExp(`^Correo de prueba enviado a ${companyInbox}\\. Respuesta del servidor: 250 `),
  )
  expect(await mailsWithSubject(`Correo de prueba de ${site.brand}`)).toEqual([
    expect.objectContaining({ to: [companyInbox] }),
  ])
  await expectAccessible(page)
})

test('a lead from a Google ad is e-mailed naming the landing page that brought it, and reads as sent', async ({
  browser,
}) => {
  const visitor = await (await browser.newContext({ baseURL: server.baseUrl })).newPage()
  await sendQuoteFormFrom(visitor, '/instalacion-placas-murcia?utm_source=google&utm_medium=cpc', {
    email: 'lucia@example.com',
    nombre: 'Lucía',
    ciudad: 'Murcia',
    mensaje: 'Placas para mi casa',
  })
  await visitor.context().close()

  const [mail, ...more] = await mailsWithSubject('Nueva solicitud de presupuesto: Lucía (Murcia)')
  expect(more).toEqual([])
  expect(mail!.to).toEqual([companyInbox])
  expect(mail!.text).toContain('Página de origen: /instalacion-placas-murcia')
  expect(mail!.text).toContain('Página anterior: /instalacion-placas-murcia')
  expect(mail!.text).toContain('utm_source: google')
  expect(mail!.text).toContain('utm_medium: cpc')

  await expect
    .poll(async () => {
      await page.goto('/seo-dashboard/solicitudes')
      return page.getByRole('table').getByText('Enviada', { exact: true }).count()
    })
    .toBe(1)
})
