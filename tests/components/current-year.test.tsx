/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { CurrentYear } from '@/components/layout/current-year'

describe('the footer’s year', () => {
  afterEach(() => jest.useRealTimers())

  it('is the build’s year in the pre-rendered HTML', () => {
    expect(renderToString(<CurrentYear builtIn={2025} />)).toBe('2025')
  })

  it('is the visitor’s current year once the page runs, whatever year it was built in', () => {
    // A fixed clock: the year the visitor's device says, not the machine's.
    jest.useFakeTimers({ now: new Date('2031-06-15T12:00:00Z') })
    render(
      <p>
        © <CurrentYear builtIn={1999} />
      </p>,
    )
    expect(screen.getByText('© 2031')).toBeInTheDocument()
    expect(screen.queryByText('© 1999')).toBeNull()
  })
})
