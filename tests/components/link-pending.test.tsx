/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react'
import { LinkPending } from '@/components/admin/link-pending'

// useLinkStatus needs Next's router; here it is set per test.
let pending = false
jest.mock('next/link', () => ({ useLinkStatus: () => ({ pending }) }))

describe('the pending link spinner', () => {
  it('shows a spinner named for screen readers while the link’s page loads', () => {
    pending = true
    const { container } = render(<LinkPending />)
    expect(screen.getByText('Cargando…')).toHaveClass('sr-only')
    expect(container.querySelector('.animate-spin')).toHaveAttribute('aria-hidden', 'true')
  })

  it('renders nothing otherwise', () => {
    pending = false
    const { container } = render(<LinkPending />)
    expect(container).toBeEmptyDOMElement()
  })
})
