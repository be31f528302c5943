import { expect, test } from '@playwright/test'
import { expectAccessible, watchConsoleErrors } from './support'

test('an unknown path gets the 404 page with status 404, a link home and a console error naming the path', async ({
  page,
}) => {
  const errors = watchConsoleErrors(page)
  const response = await page.goto('/esta-pagina-no-existe')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found')
  await expect(page.getByRole('main').getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute(
    'href',
    '/',
  )
  await expect.poll(() => errors.some((error) => error.includes('/esta-pagina-no-existe'))).toBe(true)
  await expectAccessible(page)
})
