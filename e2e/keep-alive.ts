/**
 * `next start` closes a kept-alive connection after about 6 s idle, and a request that goes out
 * on it as it closes is reset (ECONNRESET): a test that pauses that long between two calls can hit
 * it on a loaded machine. The e2e servers keep idle connections open longer than a test runs, so
 * no request of a test needs retrying (scripts/preview-e2e.sh passes the same flag). Shutdown still
 * closes idle connections at once.
 */
export const keepAliveArgs = ['--keepAliveTimeout', '120000']
