import { execFileSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

// A throwaway PostgreSQL 15 server for one Jest run: a cluster in a temporary
// folder, listening only on a unix socket in that folder (no port to collide
// with), with fsync off. PostgreSQL refuses to run as root, so as root the
// Debian package's `postgres` account owns and runs it.

export const binaries = process.env.PG15_BIN ?? '/usr/lib/postgresql/15/bin'
/** The server's superuser, whoever runs it, so the connection settings never vary. */
export const superuser = 'postgres'
const port = '5432'

export type Cluster = { folder: string; socketFolder: string; port: number }

export const postgresInstalled = () => existsSync(path.join(binaries, 'initdb'))

const asRoot = process.getuid?.() === 0

function run(program: string, args: string[]) {
  const command = path.join(binaries, program)
  if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' })
  else execFileSync(command, args, { stdio: 'pipe' })
}

export function startCluster(): Cluster {
  const folder = mkdtempSync(path.join(tmpdir(), 'jest-pg15-'))
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }))
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }))
    chownSync(folder, uid, gid)
  }
  const data = path.join(folder, 'data')
  try {
    run('initdb', [
      '-D',
      data,
      '-U',
      superuser,
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
      '--no-sync',
    ])
    const options = `-k ${folder} -p ${port} -c listen_addresses= -c fsync=off -c synchronous_commit=off -c full_page_writes=off`
    run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(folder, 'server.log'), '-w', 'start'])
  } catch (error) {
    rmSync(folder, { recursive: true, force: true })
    throw error
  }
  return { folder, socketFolder: folder, port: Number(port) }
}

export function stopCluster(cluster: Cluster) {
  try {
    run('pg_ctl', ['-D', path.join(cluster.folder, 'data'), '-m', 'immediate', '-w', 'stop'])
  } finally {
    rmSync(cluster.folder, { recursive: true, force: true })
  }
}
