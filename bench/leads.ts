// The leads' durability: 1,000 valid quote requests, 50 at a time, to the
// form's real server action (the rate limit raised, not off), then what the
// database holds once the server has stopped: none lost, none duplicated.
// The answer times sit beside a static page's on the same server and load.

import { openPGlite } from '@/lib/db/open-database'
import { readFileSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { percentile, ratio, show, table } from './figures'
import { inParallel, send } from './requests'
import { log, projectRoot, type BenchServer } from './server'

const formPath = '/solicitar-presupuesto'
const staticPath = '/aviso-legal'

function submitLeadActionId(): string {
  const manifestFile = path.join(projectRoot, '.next-bench', 'server', 'server-reference-manifest.json')
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
    node: Record<string, { exportedName: string }>
  }
  const id = Object.entries(manifest.node).find(([, entry]) => entry.exportedName === 'submitLeadAction')?.[0]
  if (!id) throw new Error('submitLeadAction is not in the build')
  return id
}

/** Sends the leads, stops the server, then counts the leads in its database. */
export async function benchLeads(
  server: BenchServer,
  dataDir: string,
  total = 1000,
  parallel = 50,
): Promise<string> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: parallel })
  const actionId = submitLeadActionId()
  const runId = Date.now().toString(36)
  const submit = (email: string) =>
    send(
      server.baseUrl + formPath,
      agent,
      {
        'Next-Action': actionId,
        'Content-Type': 'text/plain;charset=UTF-8',
        Accept: 'text/x-component',
        Origin: server.baseUrl,
      },
      JSON.stringify([
        {
          email,
          nombre: 'Cliente de prueba',
          empresa: '',
          ciudad: 'Cieza',
          telefono: '600000000',
          mensaje: 'Quiero un presupuesto para placas solares en mi vivienda.',
          aceptaPrivacidad: true,
          aceptaComunicaciones: false,
          website: '',
        },
      ]),
    ).then((answer) => answer.status === 200 && answer.body.includes('"ok":true'))

  const reference = await inParallel(
    total,
    parallel,
    async () => (await send(server.baseUrl + staticPath, agent)).status === 200,
  )
  // Not counted: the first calls of the action load its code.
  await inParallel(parallel * 2, parallel, (index) => submit(`warmup-${runId}-${index}@example.com`))
  log(`leads: ${total} submissions, ${parallel} at a time…`)
  const leads = await inParallel(total, parallel, (index) => submit(`bench-${runId}-${index}@example.com`))
  // after() sends each lead's notification once the answer has gone: let the last ones finish.
  await new Promise((resolve) => setTimeout(resolve, 2000))
  agent.destroy()
  await server.stop()

  const db = await openPGlite(dataDir)
  const { rows } = await db.query<{ copies: number }>(
    'select count(*)::int as copies from public.leads where email like $1 group by email',
    [`bench-${runId}-%`],
  )
  await db.close()
  const duplicated = rows.reduce((sum, row) => sum + row.copies - 1, 0)
  const lost = leads.succeeded - rows.length
  const leadMedian = percentile(leads.times, 50)
  const staticMedian = percentile(reference.times, 50)
  return [
    '## Leads',
    '',
    `${show(total)} valid submissions to the quote form's server action, ${parallel} in flight; then the database, read once the server stopped.`,
    '',
    table(
      ['Accepted', 'Stored', 'Lost', 'Duplicated', 'Median ms', 'p95 ms', `Static page median ms`, 'Ratio'],
      [
        [leads.succeeded, rows.length, lost, duplicated]
          .map((count) => show(count))
          .concat(
            [leadMedian, percentile(leads.times, 95), staticMedian].map((ms) => show(ms, 1)),
            ratio(leadMedian, staticMedian),
          ),
      ],
    ),
    '',
    lost === 0 && duplicated === 0 && leads.succeeded === total
      ? 'None lost, none duplicated.'
      : '**Leads were lost, duplicated or refused.**',
  ].join('\n')
}
