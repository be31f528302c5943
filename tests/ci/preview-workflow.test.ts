import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { parse } from 'yaml'
import { bypassHeaders } from '../../e2e/bypass-headers'

// The preview workflow cannot run here: its YAML is read and its steps
// checked, and what it relies on (the wait script, the bypass header) is run for real.

const root = path.join(__dirname, '..', '..')

type Step = { name?: string; run?: string; uses?: string }
type Workflow = { jobs: Record<string, { env: Record<string, string>; steps: Step[] }> }

const workflow = parse(readFileSync(path.join(root, '.github/workflows/preview-e2e.yml'), 'utf8')) as Workflow
const job = workflow.jobs.e2e!

describe('the preview e2e workflow', () => {
  it('passes the test admin and the bypass secret through from the repository secrets', () => {
    expect(job.env).toMatchObject({
      E2E_ADMIN_EMAIL: '${{ secrets.E2E_ADMIN_EMAIL }}',
      E2E_ADMIN_PASSWORD: '${{ secrets.E2E_ADMIN_PASSWORD }}',
      PREVIEW_BYPASS_SECRET: '${{ secrets.PREVIEW_BYPASS_SECRET }}',
    })
    expect(job.env.PLAYWRIGHT_BASE_URL).toContain('github.event.deployment_status')
  })

  it('waits for the deployment to answer before it runs the suite', () => {
    const runs = job.steps.map((step) => step.run ?? '')
    const wait = runs.findIndex((run) =>
      run.includes('scripts/wait-for-deployment.mjs "$PLAYWRIGHT_BASE_URL"'),
    )
    const suite = runs.findIndex((run) => /^npx playwright test\b/.test(run))
    expect(wait).toBeGreaterThan(-1)
    expect(suite).toBeGreaterThan(wait)
  })
})

describe('scripts/wait-for-deployment.mjs', () => {
  it('retries until the deployment answers 200, sending the bypass header', async () => {
    const seen: IncomingHttpHeaders[] = []
    const server = createServer((request, response) => {
      seen.push(request.headers)
      response.statusCode = seen.length < 2 ? 503 : 200
      response.end()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
    try {
      const child = spawn(process.execPath, ['scripts/wait-for-deployment.mjs', url, '30'], {
        cwd: root,
        env: { ...process.env, PREVIEW_BYPASS_SECRET: 'secreto-de-prueba' },
      })
      const code = await new Promise((resolve) => child.on('exit', resolve))
      expect(code).toBe(0)
      expect(seen).toHaveLength(2)
      expect(seen.map((headers) => headers['x-vercel-protection-bypass'])).toEqual([
        'secreto-de-prueba',
        'secreto-de-prueba',
      ])
    } finally {
      server.close()
    }
  }, 20_000)

  it('gives up with a non-zero exit when the deployment never answers 200', async () => {
    const server = createServer((_, response) => {
      response.statusCode = 404
      response.end()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
    try {
      const child = spawn(process.execPath, ['scripts/wait-for-deployment.mjs', url, '1'], { cwd: root })
      let stderr = ''
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
      expect(await new Promise((resolve) => child.on('exit', resolve))).toBe(1)
      expect(stderr).toContain('did not answer 200 within 1 s (last: status 404)')
    } finally {
      server.close()
    }
  }, 20_000)
})

describe('the bypass header', () => {
  it('is sent only when a secret is configured', () => {
    expect(bypassHeaders('secreto')).toEqual({
      'x-vercel-protection-bypass': 'secreto',
      'x-vercel-set-bypass-cookie': 'true',
    })
    expect(bypassHeaders(undefined)).toBeUndefined()
    expect(bypassHeaders('')).toBeUndefined()
  })

  it('is what playwright.config.ts sends with every request', () => {
    const config = readFileSync(path.join(root, 'playwright.config.ts'), 'utf8')
    expect(config).toContain('extraHTTPHeaders: bypassHeaders(process.env.PREVIEW_BYPASS_SECRET)')
  })
})
