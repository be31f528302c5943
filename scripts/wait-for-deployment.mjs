// Waits until a deployment answers its home page with 200 (sending the
// deployment-protection bypass header when PREVIEW_BYPASS_SECRET is set), so
// the e2e suite does not start against a deployment that is still warming up.
// Usage: node scripts/wait-for-deployment.mjs URL [seconds, default 300]
const [url, seconds = '300'] = process.argv.slice(2)
if (!url) {
  console.error('Usage: node scripts/wait-for-deployment.mjs URL [seconds]')
  process.exit(2)
}
const secret = process.env.PREVIEW_BYPASS_SECRET
const headers = secret ? { 'x-vercel-protection-bypass': secret } : {}
const deadline = Date.now() + Number(seconds) * 1000
let last = 'no answer'
// Tries again after 1, 2 and 4 s, then every 5 s, never past the deadline.
for (let attempt = 0; Date.now() < deadline; attempt++) {
  try {
    const response = await fetch(url, { headers, redirect: 'follow', signal: AbortSignal.timeout(15_000) })
    if (response.status === 200) {
      console.log(`${url} answers 200`)
      process.exit(0)
    }
    last = `status ${response.status}`
  } catch (error) {
    last = error instanceof Error ? error.message : String(error)
  }
  const wait = Math.min(1000 * 2 ** attempt, 5000, Math.max(0, deadline - Date.now()))
  await new Promise((resolve) => setTimeout(resolve, wait))
}
console.error(`${url} did not answer 200 within ${seconds} s (last: ${last})`)
process.exit(1)
