// Leads inbox benchmark: a production server (BENCH build, local backend) on a
// database seeded with 10 000 leads, asked for the inbox's first page by a
// signed-in admin, one request at a time, as staff would. Also times a search
// (alone and with the 'new' filter), a state and source filter, the results
// view, a deep page, and the CSV export of every lead.
// Prints median and 95th percentile against the 300 ms target.
//
//   npx tsx bench/inbox.ts [--leads 10000] [--requests 40] [--no-build] [--verbose]

import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { signSession } from '@/lib/auth/local/session-cookie'
import { migrate } from '@/lib/db/migrate'
import { publicRoutes } from '@/lib/routes'
import { cleanupAll, guardDirectory, onCleanup } from './support/cleanup'
import { benchDistDir, buildBench, projectRoot, startBenchServer } from './support/server'

const args = process.argv.slice(2)
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`)
  const value = index >= 0 ? Number(args[index + 1]) : fallback
  if (!Number.isInteger(value) || value < 1) {
    console.error(`--${name} needs a positive whole number`)
    process.exit(2)
  }
  return value
}
const leadCount = option('leads', 10_000)
const requests = option('requests', 40)
const build = !args.includes('--no-build')
const verbose = args.includes('--verbose')
const targetMs = 300
const inboxPath = '/seo-dashboard/solicitudes'

const log = (message: string) => console.error(`[bench:inbox] ${message}`)

/** Leads spread over two years from every indexable page, most past 'new', with every notification state; and one admin. */
async function seed(dataDir: string) {
  const pages = publicRoutes.filter((route) => route.indexable).map((route) => route.path)
  const db = await PGlite.create(dataDir)
  try {
    await migrate(db)
    const { rows } = await db.query<{ id: string }>(
      `insert into auth.users (email, encrypted_password) values ('gerencia@example.com', 'bench') returning id`,
    )
    const admin = { id: rows[0]!.id, email: 'gerencia@example.com' }
    await db.query('insert into public.admins (user_id, email) values ($1, $2)', [admin.id, admin.email])
    await db.query(
      `insert into public.leads (created_at, email, name, company, city, phone, message,
                                 privacy_accepted, communication_consent, source_page, status)
       select now() - (n * interval '103 minutes'),
              'cliente' || n || '@example.com',
              (array['María', 'José', 'Carmen', 'Antonio', 'Lucía', 'Francisco'])[1 + n % 6] || ' ' ||
                (array['García', 'Martínez', 'López', 'Sánchez', 'Pérez', 'Gómez', 'Ruiz'])[1 + n % 7],
              case when n % 4 = 0 then 'Empresa ' || n || ' S.L.' end,
              (array['Cieza', 'Murcia', 'Abarán', 'Blanca', 'Molina de Segura', 'Albacete', 'Alicante'])[1 + n % 7],
              case when n % 3 <> 0 then '+34 6' || lpad((n * 7919 % 100000000)::text, 8, '0') end,
              'Solicito presupuesto para ' ||
                (array['placas solares en mi vivienda', 'la instalación eléctrica de una nave',
                       'el cuadro eléctrico del local', 'autoconsumo en la comunidad de vecinos'])[1 + n % 4] ||
                E'.\\n' || repeat('Detalles de la instalación y disponibilidad horaria. ', 1 + n % 8),
              true, n % 2 = 0,
              -- Spread over the indexable pages, one lead in 20 with no page recorded.
              case when n % 20 <> 0 then ($1::text[])[1 + n % cardinality($1::text[])] end,
              -- The newest 300 are new; the older ones spread over the pipeline.
              case when n <= 300 then 'new'
                   else (array['contacted', 'quote_sent', 'won', 'lost', 'contacted'])[1 + n % 5] end
         from generate_series(1, $2::int) n`,
      [pages, leadCount],
    )
    // Each lead out of 'new' got there in one recorded step.
    await db.query(
      `insert into public.lead_status_changes (lead_id, from_status, to_status, changed_at, changed_by, changed_by_email)
       select id, 'new', status, created_at + interval '1 day', $1, $2 from public.leads where status <> 'new'`,
      [admin.id, admin.email],
    )
    // Notification states as a busy inbox would have them; nothing due, so the server's retry loop stays idle.
    await db.exec(`
      update public.lead_notifications n set status = 'sent', attempts = 1, sent_at = l.created_at
        from public.leads l where l.id = n.lead_id;
      update public.lead_notifications set status = 'failed', attempts = 8, last_error = 'SMTP 550', sent_at = null
        where lead_id in (select id from public.leads order by created_at desc limit 20 offset 5);
      update public.lead_notifications set status = 'pending', attempts = 2, last_error = 'SMTP 451',
             sent_at = null, next_attempt_at = now() + interval '1 day'
        where lead_id in (select id from public.leads order by created_at desc limit 5);
    `)
    return admin
  } finally {
    await db.close()
  }
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

/** Times `count` sequential GETs after 3 warm-up ones; every answer must be 200 and contain `expect`. */
async function measure(url: string, cookie: string, count: number, expect: string) {
  const get = async () => {
    const started = performance.now()
    const response = await fetch(url, { headers: { cookie }, redirect: 'manual' })
    const body = await response.text()
    const ms = performance.now() - started
    if (response.status !== 200 || !body.includes(expect)) {
      throw new Error(`${url} answered ${response.status} without "${expect}"`)
    }
    return ms
  }
  for (let i = 0; i < 3; i += 1) await get()
  const times: number[] = []
  for (let i = 0; i < count; i += 1) times.push(await get())
  times.sort((a, b) => a - b)
  return { median: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1)! }
}

async function main() {
  const temp = mkdtempSync(path.join(os.tmpdir(), 'sec-bench-inbox-'))
  guardDirectory(temp)
  onCleanup(
    'seeded data folder',
    async () => rmSync(temp, { recursive: true, force: true }),
    () => rmSync(temp, { recursive: true, force: true }),
  )
  const manifest = path.join(benchDistDir, 'app-path-routes-manifest.json')
  if (build) await buildBench(temp)
  else if (!existsSync(manifest) || !readFileSync(manifest, 'utf8').includes(`"${inboxPath}"`)) {
    throw new Error(`.next-bench/ has no ${inboxPath} page: run without --no-build`)
  }

  const dataDir = path.join(temp, 'pglite')
  log(`seeding ${leadCount} leads…`)
  const seeded = performance.now()
  const admin = await seed(dataDir)
  log(`seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`)

  // A session cookie signed with the server's key, as /auth would issue it (a new account: session version 0).
  const secret = randomBytes(32).toString('base64url')
  const cookie = `sec_session=${signSession({ sub: admin.id, email: admin.email, ver: 0 }, secret).token}`
  const server = await startBenchServer({ build: false, verbose, dataDir, env: { AUTH_SECRET: secret } })
  // As the page writes it ('10.000').
  const count = new Intl.NumberFormat('es-ES').format(leadCount)
  const cases = [
    {
      label: 'First page',
      path: inboxPath,
      expect: `Mostrando 1–25 de ${count} solicitudes`,
      runs: requests,
    },
    { label: "Search 'murcia'", path: `${inboxPath}?q=murcia`, expect: 'Mostrando 1–25 de', runs: requests },
    {
      label: "Search 'murcia', new only",
      path: `${inboxPath}?q=murcia&estado=nuevas`,
      expect: 'Mostrando 1–',
      runs: requests,
    },
    {
      label: 'Won, from one page',
      path: `${inboxPath}?estado=ganadas&origen=%2Finstalacion-placas-murcia`,
      expect: 'Mostrando 1–',
      runs: requests,
    },
    { label: 'Results view', path: '/seo-dashboard/resultados', expect: 'Por semana', runs: requests },
    { label: 'Page 200', path: `${inboxPath}?pagina=200`, expect: 'Mostrando 4976–5000', runs: requests },
    {
      label: `CSV export (all ${leadCount})`,
      path: `${inboxPath}/export`,
      expect: 'Fecha,Email,Nombre',
      runs: 5,
    },
  ]
  const results: ((typeof cases)[number] & { median: number; p95: number; max: number })[] = []
  try {
    for (const item of cases) {
      log(`${item.label}: ${item.runs} requests…`)
      results.push({
        ...item,
        ...(await measure(`${server.baseUrl}${item.path}`, cookie, item.runs, item.expect)),
      })
    }
  } finally {
    await server.stop()
  }

  const ms = (value: number) => value.toFixed(1)
  // Pages staff read must answer under the target; the export of every lead is a download, timed for the record.
  const verdict = (result: (typeof results)[number]) =>
    result.path.includes('/export') ? '—' : result.median < targetMs ? 'met' : 'missed'
  const report = [
    '# Leads inbox benchmark',
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), load average ${os.loadavg()[0]!.toFixed(1)}, Node ${process.version}: \`next start\` (BENCH build, local backend) with ${leadCount} stored leads, a signed-in admin, one request at a time after 3 warm-up requests.`,
    '',
    `| Request | Runs | Median (ms) | p95 (ms) | Max (ms) | Median under ${targetMs} ms |`,
    '| :--- | ---: | ---: | ---: | ---: | :---: |',
    ...results.map(
      (result) =>
        `| ${result.label} (\`${result.path}\`) | ${result.runs} | ${ms(result.median)} | ${ms(result.p95)} | ${ms(result.max)} | ${verdict(result)} |`,
    ),
  ].join('\n')
  console.log(report)
  mkdirSync(path.join(projectRoot, 'bench', 'results'), { recursive: true })
  writeFileSync(path.join(projectRoot, 'bench', 'results', 'inbox.md'), `${report}\n`)
}

main()
  .catch((error) => {
    console.error(error)
    process.exitCode = 1
  })
  .finally(() => cleanupAll())
