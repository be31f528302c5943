/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MobileMenu } from '@/components/layout/mobile-menu'
import { mainNav, quoteLink } from '@/content/navigation'

beforeAll(() => {
  window.matchMedia = jest
    .fn()
    .mockReturnValue({ matches: false, addEventListener: jest.fn(), removeEventListener: jest.fn() })
})

function setup() {
  render(<MobileMenu items={mainNav} quote={quoteLink} />)
  return userEvent.setup()
}

describe('MobileMenu', () => {
  it('starts closed, with the Spanish label and the ARIA wiring', () => {
    setup()
    const toggle = screen.getByRole('button', { name: 'Abrir menú' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveAttribute('aria-controls', 'menu-movil')
    expect(screen.queryByRole('navigation', { name: 'Menú móvil' })).not.toBeInTheDocument()
  })

  it('opens with every link of the menu and the quote button, and closes again', async () => {
    const user = setup()
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }))
    const toggle = screen.getByRole('button', { name: 'Cerrar menú' })
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const panel = screen.getByRole('navigation', { name: 'Menú móvil' })
    const hrefs = Array.from(panel.querySelectorAll('a')).map((a) => a.getAttribute('href'))
    expect(hrefs).toEqual([
      '/instalacion-placas-solares',
      '/instalacion-placas-solares-comunidades-vecinos',
      '/instalacion-placas-solares-autoconsumo',
      '/calcular-ahorro-placas-solares',
      '/instalacion-placas-murcia',
      '/instalaciones-electricas',
      '/instalacion-electrica-murcia',
      '/instalacion-electrica-valencia',
      '/instalacion-electrica-exterior',
      '/instalacion-electrica-viviendas',
      '/solicitar-presupuesto',
    ])
    await user.click(toggle)
    expect(screen.getByRole('button', { name: 'Abrir menú' })).toHaveAttribute('aria-expanded', 'false')
  })

  it('closes when a link is followed', async () => {
    // jsdom cannot load another page and says so on the console; the menu's reaction is what counts here.
    jest.spyOn(console, 'error').mockImplementation(() => {})
    const user = setup()
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }))
    await user.click(screen.getByRole('link', { name: 'Autoconsumo' }))
    expect(screen.getByRole('button', { name: 'Abrir menú' })).toHaveAttribute('aria-expanded', 'false')
  })

  it('closes on Escape and gives the focus back to the toggle, all by keyboard', async () => {
    const user = setup()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Abrir menú' })).toHaveFocus()
    await user.keyboard('{Enter}')
    await user.tab()
    expect(screen.getByRole('link', { name: 'Instalaciones placas solares' })).toHaveFocus()
    await user.keyboard('{Escape}')
    const toggle = screen.getByRole('button', { name: 'Abrir menú' })
    expect(toggle).toHaveFocus()
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })
})
