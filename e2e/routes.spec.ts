import { expect, test } from '@playwright/test'
import { publicRoutes } from '@/lib/routes'
import { expectAccessible, watchConsoleErrors } from './support'

// Every page of the registry, at a phone and a desktop viewport (projects).
for (const route of publicRoutes) {
  test(`${route.path} answers 200 with its H1, no console error and no accessibility violation`, async ({
    page,
  }) => {
    const errors = watchConsoleErrors(page)
    const response = await page.goto(route.path)
    expect(response?.status()).toBe(200)
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expectAccessible(page)
    expect(errors).toEqual([])
  })
}
