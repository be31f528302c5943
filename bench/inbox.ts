// The leads inbox with 10,000 stored leads: what a signed-in admin waits for,
// one request at a time as staff work, on the database seedInbox() fills
// before the server opens it (PGlite opens in one process only).

import { openPGlite } from '@/lib/db/open-database'
import { signSession } from '@/lib/auth/local/session-cookie'
import { migrate } from '@/lib/db/migrate'
import { publicRoutes } from '@/lib/routes'
import { percentile, show, table } from './figures'
import { log } from './server'

export const seededLeads = 10_000
const inbox = '/seo-dashboard/solicitudes'
const admin = { email: 'gerencia@example.com', id: '' }

/** Leads over two years from every indexable page, most past 'new', with their notifications sent; and one admin. */
export async function seedInbox(dataDir: string): Promise<void> {
  const pages = publicRoutes.filter((route) => route.indexable).map((route) => route.path)
  const db = await openPGlite(dataDir)
  try {
    await migrate(db)
    const { rows } = await db.query<{ id: string }>(
      `insert into auth.users (email, encrypted_password) values ($1, 'bench') returning id`,
      [admin.email],
    )
    admin.id = rows[0]!.id
    await db.query('insert into public.admins (user_id, email) values ($1, $2)', [admin.id, admin.email])
    await db.query(
      `insert into public.leads (created_at, email, name, city, phone, message, privacy_accepted,
                                 communication_consent, source_page, status)
       select now() - n * interval '103 minutes', 'cliente' || n || '@example.com',
              (array['María García', 'José Martínez', 'Carmen López', 'Antonio Sánchez'])[1 + n % 4],
              (array['Cieza', 'Murcia', 'Abarán', 'Blanca', 'Molina de Segura', 'Alicante'])[1 + n % 6],
              '+34 6' || lpad((n * 7919 % 100000000)::text, 8, '0'),
              'Solicito presupuesto para placas solares. ' || repeat('Detalles de la instalación. ', 1 + n % 8),
              true, n % 2 = 0, ($1::text[])[1 + n % cardinality($1::text[])],
              case when n <= 300 then 'new' else (array['contacted', 'quote_sent', 'won', 'lost'])[1 + (n / cardinality($1::text[])) % 4] end
         from generate_series(1, $2::int) n`,
      [pages, seededLeads],
    )
    await db.query(
      `insert into public.lead_status_changes (lead_id, from_status, to_status, changed_at, changed_by, changed_by_email)
       select id, 'new', status, created_at + interval '1 day', $1, $2 from public.leads where status <> 'new'`,
      [admin.id, admin.email],
    )
    // Nothing due, so the server's notification retry loop stays idle.
    await db.exec(`update public.lead_notifications set status = 'sent', attempts = 1, sent_at = now()`)
  } finally {
    await db.close()
  }
}

/** Times `count` sequential GETs after 3 warm-up ones; each must answer 200 with `expect` (a redirect to /auth cannot pass). */
export async function timeRequests(url: string, cookie: string, count: number, expect: string) {
  const times: number[] = []
  for (let index = -3; index < count; index++) {
    const started = performance.now()
    const response = await fetch(url, { headers: { cookie }, redirect: 'manual' })
    const body = await response.text()
    if (response.status !== 200 || !body.includes(expect))
      throw new Error(`${url} answered ${response.status} without "${expect}"`)
    if (index >= 0) times.push(performance.now() - started)
  }
  return times
}

/** The seeded admin's session cookie, signed with the server's key as /auth would issue it (after seedInbox). */
/** A table row of timed requests: label, runs, median, p95 and slowest, in ms. */
export const timingRow = (label: string, times: number[]) => [
  label,
  show(times.length),
  show(percentile(times, 50)),
  show(percentile(times, 95)),
  show(Math.max(...times)),
]

export const adminCookie = (authSecret: string) =>
  `sec_session=${signSession({ sub: admin.id, email: admin.email, ver: 0 }, authSecret).token}`

export async function benchInbox(baseUrl: string, authSecret: string, requests = 20): Promise<string> {
  const cookie = adminCookie(authSecret)
  const cases = [
    ['First page', inbox, `de ${new Intl.NumberFormat('es-ES').format(seededLeads)} solicitudes`],
    ["Search 'murcia'", `${inbox}?q=murcia`, 'Mostrando 1–25 de'],
    ['Won, from one page', `${inbox}?estado=ganadas&origen=%2Finstalacion-placas-murcia`, 'Mostrando 1–'],
    ['Page 200', `${inbox}?pagina=200`, 'Mostrando 4976–5000'],
    ['Results per page and week', '/seo-dashboard/resultados', 'Por semana'],
    ['CSV export of every lead', `${inbox}/export`, 'Fecha;Hora;', 5],
  ] as const
  const rows: string[][] = []
  for (const [label, path, expect, runs = requests] of cases) {
    const times = await timeRequests(baseUrl + path, cookie, runs, expect)
    log(`inbox ${label}: median ${show(percentile(times, 50))} ms`)
    rows.push(timingRow(`${label} (\`${path}\`)`, times))
  }
  return [
    '## Leads inbox',
    '',
    `${show(seededLeads)} stored leads, a signed-in admin, one request at a time after 3 warm-up ones.`,
    '',
    table(['Request', 'Runs', 'Median ms', 'p95 ms', 'Max ms'], rows),
  ].join('\n')
}
