/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { NavDropdown } from '@/components/layout/nav-dropdown'
import { mainNav } from '@/content/navigation'

const solar = mainNav[0]!

function setup() {
  render(
    <ul>
      <NavDropdown item={solar} />
      <li>
        <a href="#despues">Después</a>
      </li>
    </ul>,
  )
  return userEvent.setup()
}

describe('NavDropdown', () => {
  it('links the section page and keeps its submenu closed at first', () => {
    setup()
    expect(screen.getByRole('link', { name: 'Instalaciones placas solares' })).toHaveAttribute(
      'href',
      '/instalacion-placas-solares',
    )
    const toggle = screen.getByRole('button', { name: 'Submenú de Instalaciones placas solares' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('link', { name: 'Autoconsumo' })).not.toBeInTheDocument()
  })

  it('opens by keyboard, lets the keyboard walk the submenu, and closes on Escape', async () => {
    const user = setup()
    await user.tab()
    await user.tab()
    const toggle = screen.getByRole('button', { name: /Submenú/ })
    expect(toggle).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await user.tab()
    expect(screen.getByRole('link', { name: 'Comunidades de vecinos' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(toggle).toHaveFocus()
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  it('closes when the focus leaves it', async () => {
    const user = setup()
    await user.click(screen.getByRole('button', { name: /Submenú/ }))
    // Through each link of the submenu, then out of it.
    for (let link = 0; link <= solar.children!.length; link++) await user.tab()
    expect(screen.getByRole('link', { name: 'Después' })).toHaveFocus()
    expect(screen.getByRole('button', { name: /Submenú/ })).toHaveAttribute('aria-expanded', 'false')
  })

  it('stays open when a pointer hovers and then clicks the toggle', async () => {
    const user = setup()
    await user.click(screen.getByRole('button', { name: /Submenú/ }))
    expect(screen.getByRole('button', { name: /Submenú/ })).toHaveAttribute('aria-expanded', 'true')
    await user.click(screen.getByRole('button', { name: /Submenú/ }))
    expect(screen.getByRole('button', { name: /Submenú/ })).toHaveAttribute('aria-expanded', 'false')
  })

  it('opens on pointer hover and closes when the pointer leaves', async () => {
    const user = setup()
    await user.hover(screen.getByRole('link', { name: 'Instalaciones placas solares' }))
    expect(screen.getByRole('link', { name: 'Placas solares en Murcia' })).toBeVisible()
    await user.unhover(screen.getByRole('link', { name: 'Instalaciones placas solares' }))
    await user.hover(screen.getByRole('link', { name: 'Después' }))
    expect(screen.queryByRole('link', { name: 'Placas solares en Murcia' })).not.toBeInTheDocument()
  })
})
