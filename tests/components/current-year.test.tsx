/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { CurrentYear } from '@/components/layout/current-year'

describe('the footer’s year', () => {
  it('is the build’s year in the pre-rendered HTML', () => {
    expect(renderToString(<CurrentYear builtIn={2025} />)).toBe('2025')
  })

  it('is the visitor’s current year once the page runs, whatever year it was built in', () => {
    render(
      <p>
        © <CurrentYear builtIn={1999} />
      </p>,
    )
    expect(screen.getByText(`© ${new Date().getFullYear()}`)).toBeInTheDocument()
    expect(screen.queryByText('© 1999')).toBeNull()
  })
})
