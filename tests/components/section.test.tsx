/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react'
import { Section } from '@/components/ui/section'

const band = (props: Partial<Parameters<typeof Section>[0]> = {}) => {
  render(
    <Section labelledBy="titulo" {...props}>
      <h2 id="titulo">Banda</h2>
    </Section>,
  )
  return screen.getByRole('region', { name: 'Banda' })
}

describe('a band of the page', () => {
  it('is rendered only when it nears the viewport, on light backgrounds', () => {
    expect(band({ tone: 'surface' })).toHaveClass('render-when-visible')
  })

  it('is always rendered when dark, so contrast checkers read its text on navy', () => {
    expect(band({ tone: 'brand' })).not.toHaveClass('render-when-visible')
  })

  it('is always rendered when it opts out (a band holding fixed-position toasts)', () => {
    expect(band({ renderWhenVisible: false })).not.toHaveClass('render-when-visible')
  })
})
