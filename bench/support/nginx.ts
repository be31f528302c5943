// Debian's nginx serving one saved HTML file, the fastest way to serve a
// pre-rendered page on this machine: the reference of bench/throughput.ts.
// It runs as a child process (`daemon off`), from a temporary prefix with its
// own configuration, on a free loopback port, without an access log.

import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { securityHeaders } from '@/lib/security-headers'
import { forgetProcess, guardProcess, killGroup, onCleanup } from './cleanup'
import { freePort } from './server'

const log = (message: string) => console.error(`[bench] ${message}`)

/** The nginx binary; installs Debian's package when it is missing (as root, or through sudo). */
export function ensureNginx(): string {
  const candidates = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx'].filter(
    (candidate): candidate is string => Boolean(candidate),
  )
  const found = candidates.find((candidate) => existsSync(candidate))
  if (found) return found
  log("nginx is missing: installing Debian's package (apt-get install nginx)…")
  const asRoot = process.getuid?.() === 0
  const run = (args: string[]) =>
    execFileSync(asRoot ? args[0]! : 'sudo', asRoot ? args.slice(1) : args, {
      stdio: ['ignore', 2, 2],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
  run(['apt-get', 'update', '-qq'])
  run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', 'nginx'])
  const installed = candidates.find((candidate) => existsSync(candidate))
  if (!installed) throw new Error('apt-get installed nginx, but no nginx binary was found')
  return installed
}

/** `pid`: the master process (its worker is its child). */
export type NginxServer = {
  baseUrl: string
  version: string
  pid: number | undefined
  stop: () => Promise<void>
}

/** Serves `html` at `/` (and every other path) with the site's own security headers. */
export async function startNginx(html: Buffer, tempRoot: string): Promise<NginxServer> {
  const binary = ensureNginx()
  // `nginx -v` writes its version on stderr.
  const version = /nginx\/(\S+)/.exec(spawnSync(binary, ['-v'], { encoding: 'utf8' }).stderr)?.[1]
  const root = path.join(tempRoot, 'nginx')
  const htdocs = path.join(root, 'htdocs')
  mkdirSync(htdocs, { recursive: true })
  writeFileSync(path.join(htdocs, 'index.html'), html)
  // The worker may run as another user (nobody) when started as root: let it read the page.
  for (const dir of [tempRoot, root, htdocs]) chmodSync(dir, 0o755)
  chmodSync(path.join(htdocs, 'index.html'), 0o644)

  const port = await freePort()
  const headers = securityHeaders({ production: true })
    .map(({ key, value }) => `      add_header ${key} "${value}" always;`)
    .join('\n')
  // One worker: next start is one Node.js process too.
  const config = `
daemon off;
worker_processes 1;
pid ${root}/nginx.pid;
error_log ${root}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${root}/body;
  proxy_temp_path ${root}/proxy;
  fastcgi_temp_path ${root}/fastcgi;
  uwsgi_temp_path ${root}/uwsgi;
  scgi_temp_path ${root}/scgi;
  server_tokens off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  default_type text/html;
  charset utf-8;
  server {
    listen 127.0.0.1:${port};
    root ${htdocs};
    location / {
      try_files /index.html =404;
${headers}
    }
  }
}
`
  const configFile = path.join(root, 'nginx.conf')
  writeFileSync(configFile, config)
  const child = spawn(binary, ['-p', root, '-c', configFile, '-e', path.join(root, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  })
  guardProcess(child.pid)
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    killGroup(child.pid, 'SIGTERM')
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3_000))])
    killGroup(child.pid, 'SIGKILL')
    forgetProcess(child.pid)
  }
  const unregister = onCleanup('nginx', stop, () => killGroup(child.pid, 'SIGKILL'))

  const baseUrl = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 10_000
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`nginx exited at start (${child.exitCode}): ${stderr.trim()}`)
    try {
      const response = await fetch(`${baseUrl}/`)
      if (response.ok && (await response.arrayBuffer()).byteLength === html.byteLength) break
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`nginx did not serve the page on ${baseUrl}: ${stderr.trim()}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  log(`nginx ${version ?? '?'} serving the saved page on ${baseUrl}`)
  return {
    baseUrl,
    version: version ?? '?',
    pid: child.pid,
    stop: async () => {
      await stop()
      unregister()
    },
  }
}
