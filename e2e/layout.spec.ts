import { expect, test, type Locator } from '@playwright/test'
import { footerColumns, legalLinks } from '@/content/navigation'

/** The link named `name` inside `scope` leads to `href`. */
const expectLink = (scope: Locator, name: string, href: string | RegExp) =>
  expect(scope.getByRole('link', { name })).toHaveAttribute('href', href)

test.describe('every public page has the shared layout', () => {
  test('a skip link first in the tab order leads to the main content', async ({ page, browserName }) => {
    test.skip(browserName !== 'chromium')
    await page.goto('/instalacion-placas-solares')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Saltar al contenido principal' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/#contenido$/)
    await expect(page.locator('main#contenido')).toBeFocused()
  })

  test('the header logo links home and stays fixed while scrolling', async ({ page }) => {
    await page.goto('/instalaciones-electricas')
    const logo = page.getByRole('banner').getByRole('link', { name: 'Solar y Electricidad Cieza' })
    await expect(logo).toHaveAttribute('href', '/')
    await page.mouse.wheel(0, 2000)
    await expect(logo).toBeInViewport()
  })

  test('the footer has the link columns, contact, social links, year, claim and legal links', async ({
    page,
  }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    for (const column of footerColumns) {
      for (const link of column.links) {
        await expect(footer.locator(`a[href="${link.href}"]`).first()).toBeAttached()
      }
    }
    for (const link of legalLinks) await expectLink(footer, link.label, link.href)
    await expectLink(footer, 'contacto@example.com', 'mailto:contacto@example.com')
    await expectLink(footer, '600 000 000', 'tel:+34600000000')
    await expectLink(footer, 'Facebook', /facebook\.com/)
    await expectLink(footer, 'Instagram', /instagram\.com/)
    await expect(footer).toContainText(
      `© ${new Date().getFullYear()} Solar y Electricidad Cieza. Todos los derechos reservados.`,
    )
    await expect(footer).toContainText('+30 años de experiencia')
  })

  test('a web font that arrives late does not move the text already shown', async ({ page }) => {
    // A slow phone gets the font after the first paint: it must then keep the fallback, not swap.
    let releaseFont = () => {}
    const fontHeld = new Promise<void>((resolve) => (releaseFont = resolve))
    await page.route(/\.woff2$/, async (route) => {
      await fontHeld
      await route.continue()
    })
    // Not until `load`, which waits for the held font.
    await page.goto('/instalacion-placas-solares', { waitUntil: 'domcontentloaded' })
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const fontArrived = page.waitForResponse(/\.woff2$/)
    releaseFont()
    await fontArrived
    // Layout shifts are only reported to observers; two frames give a swap time to be laid out.
    const shift = await page.evaluate(async () => {
      let sum = 0
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) sum += (entry as PerformanceEntry & { value: number }).value
      })
      observer.observe({ type: 'layout-shift', buffered: true })
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
      await frame()
      await frame()
      observer.disconnect()
      return sum
    })
    expect(shift).toBe(0)
  })

  test('every navigation to another page starts at its top', async ({ page }) => {
    await page.goto('/')
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Aviso legal' }).click()
    await expect(page).toHaveURL(/\/aviso-legal$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aviso legal')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })
})

// The desktop menu shows from 1024 px up.
test.describe('desktop menu', { tag: '@desktop-only' }, () => {
  test('has both sections with their submenus and the quote button', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Principal' })
    await expectLink(nav, 'Instalaciones placas solares', '/instalacion-placas-solares')
    await expectLink(nav, 'Instalaciones eléctricas', '/instalaciones-electricas')
    await expectLink(page.getByRole('banner'), 'Solicitar presupuesto', '/solicitar-presupuesto')
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeHidden()
  })

  test('a submenu opens by keyboard, and Escape closes it', async ({ page }) => {
    await page.goto('/')
    const toggle = page.getByRole('button', { name: 'Submenú de Instalaciones eléctricas' })
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const submenu = page.locator(`#${await toggle.getAttribute('aria-controls')}`)
    for (const path of ['murcia', 'valencia', 'exterior', 'viviendas']) {
      await expect(submenu.locator(`a[href="/instalacion-electrica-${path}"]`)).toBeVisible()
    }
    await page.keyboard.press('Tab')
    await expect(submenu.getByRole('link').first()).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(toggle).toBeFocused()
    await expect(submenu).toBeHidden()
  })

  test('a submenu opens on hover and leads to its page', async ({ page }) => {
    await page.goto('/')
    await page
      .getByRole('navigation', { name: 'Principal' })
      .getByRole('link', { name: 'Instalaciones placas solares' })
      .hover()
    await page
      .getByRole('navigation', { name: 'Principal' })
      .getByRole('link', { name: 'Autoconsumo' })
      .click()
    await expect(page).toHaveURL(/\/instalacion-placas-solares-autoconsumo$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
})

// The menu toggle shows below 1024 px.
test.describe('phone menu', { tag: '@phone-only' }, () => {
  test('opens and closes with its toggle, and closes on Escape', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('navigation', { name: 'Principal' })).toBeHidden()
    await expect(page.getByRole('banner').getByRole('link', { name: 'Solicitar presupuesto' })).toHaveCount(0)
    const open = page.getByRole('button', { name: 'Abrir menú' })
    await expect(open).toHaveAttribute('aria-controls', 'menu-movil')
    await open.click()
    const close = page.getByRole('button', { name: 'Cerrar menú' })
    await expect(close).toHaveAttribute('aria-expanded', 'true')
    await expect(page.locator('#menu-movil')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.locator('#menu-movil')).toBeHidden()
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeFocused()
  })

  test('is usable by keyboard alone and closes on navigation', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Abrir menú' }).focus()
    await page.keyboard.press('Enter')
    const menu = page.locator('#menu-movil')
    await expect(menu).toBeVisible()
    await menu.getByRole('link', { name: 'Instalación eléctrica exterior' }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/instalacion-electrica-exterior$/)
    await expect(menu).toBeHidden()
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toHaveAttribute('aria-expanded', 'false')
  })
})
