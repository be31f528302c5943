// Missed paths: N distinct unknown paths (random, long, deep, percent-escaped)
// against `next start`, 32 at a time. Each must get the 404 and leave the
// build folder (.next-bench/) and the data folder where they were, within a
// few megabytes: nothing of an unknown path is kept on disk, and missed_paths
// (500 rows, vacuumed as it is counted) does not bloat.

import http from 'node:http'
import path from 'node:path'
import { show, table } from './figures'
import { inParallel, send } from './requests'
import { log, projectRoot } from './server'
import { folderBytes, unknownPaths } from './unknown-paths'

const megabytes = (bytes: number) => show(bytes / 1024 / 1024, 1)

export async function benchMissedPaths(baseUrl: string, dataDir: string, count: number): Promise<string> {
  const buildDir = path.join(projectRoot, '.next-bench')
  const before = { build: folderBytes(buildDir), data: folderBytes(dataDir) }
  const paths = unknownPaths(count)
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 })
  const statuses = new Map<number, number>()
  log(`${count} unknown paths…`)
  const started = performance.now()
  await inParallel(paths.length, 32, async (index) => {
    const { status } = await send(baseUrl + paths[index]!, agent)
    statuses.set(status, (statuses.get(status) ?? 0) + 1)
    return true
  })
  const seconds = (performance.now() - started) / 1000
  agent.destroy()
  const after = { build: folderBytes(buildDir), data: folderBytes(dataDir) }
  const answers = [...statuses].map(([status, n]) => `${show(n)} × ${status}`).join(', ')
  return [
    `## Missed paths\n\n${show(count)} distinct unknown paths, 32 at a time: ${answers}; ${show(count / seconds)} requests per second.`,
    table(
      ['Folder', 'Before (MB)', 'After (MB)', 'Grown (MB)'],
      [
        [
          '.next-bench/',
          megabytes(before.build),
          megabytes(after.build),
          megabytes(after.build - before.build),
        ],
        ['data', megabytes(before.data), megabytes(after.data), megabytes(after.data - before.data)],
      ],
    ),
  ].join('\n\n')
}
