import { expect, test } from '@playwright/test'
import { redirects } from '@/lib/redirects'

for (const redirect of redirects) {
  test(`${redirect.example} redirects permanently (308) to ${redirect.destination}`, async ({ request }) => {
    const response = await request.get(redirect.example, { maxRedirects: 0 })
    expect(response.status()).toBe(308)
    const location = new URL(response.headers()['location']!, 'http://placeholder.invalid')
    expect(location.pathname).toBe(redirect.destination)
  })
}
