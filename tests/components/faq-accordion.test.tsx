/** @jest-environment jsdom */
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { FaqAccordion } from '@/components/sections/faq-accordion'

// The FAQ's shell and the Radix accordion that takes over from it. Nothing is
// mocked: the shell's dynamic import of the accordion is real and awaited.

const items = [
  { question: '¿Cuánto cuesta?', answer: 'Depende de la potencia.' },
  { question: '¿Cuánto tarda?', answer: 'Un día en una vivienda.' },
  { question: '¿Hay ayudas?', answer: 'Sí, según la comunidad.' },
]

const question = (name: string) => screen.getByRole('button', { name })
/** Radix marks its triggers; the shell's buttons carry no such attribute. */
const radixHasTakenOver = () =>
  waitFor(() => expect(question('¿Cuánto cuesta?')).toHaveAttribute('data-radix-collection-item'))

/**
 * Renders a second FAQ, focuses it and waits until Radix has taken it over: the
 * dynamic import has then resolved, so a FAQ that had asked for it would have
 * been taken over too. What the first FAQ shows then proves what it did not do.
 */
async function afterAnotherFaqLoaded() {
  const other = render(<FaqAccordion items={items} />)
  const firstQuestion = () => within(other.container).getByRole('button', { name: '¿Cuánto cuesta?' })
  act(() => firstQuestion().focus())
  await waitFor(() => expect(firstQuestion()).toHaveAttribute('data-radix-collection-item'))
  other.unmount()
}

it('renders every question closed and every answer in the page, without loading Radix', async () => {
  render(<FaqAccordion items={items} />)
  for (const { question: name, answer } of items) {
    expect(question(name)).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByText(answer).closest('[role="region"]')).toHaveAttribute('data-state', 'closed')
  }
  await afterAnotherFaqLoaded()
  expect(question('¿Cuánto cuesta?')).not.toHaveAttribute('data-radix-collection-item')
})

it('opens the question pressed before Radix arrived, keeps the focus on it, and then keeps one open at a time', async () => {
  const user = userEvent.setup()
  render(<FaqAccordion items={items} />)
  await user.click(question('¿Cuánto tarda?'))
  await radixHasTakenOver()
  expect(question('¿Cuánto tarda?')).toHaveAttribute('aria-expanded', 'true')
  expect(question('¿Cuánto tarda?')).toHaveFocus()
  expect(screen.getByRole('region', { name: '¿Cuánto tarda?' })).toHaveTextContent('Un día en una vivienda.')

  await user.click(question('¿Hay ayudas?'))
  expect(question('¿Hay ayudas?')).toHaveAttribute('aria-expanded', 'true')
  expect(question('¿Cuánto tarda?')).toHaveAttribute('aria-expanded', 'false')
  await user.click(question('¿Hay ayudas?'))
  expect(question('¿Hay ayudas?')).toHaveAttribute('aria-expanded', 'false')
})

it('waits for the release of a press before replacing the buttons, so the click is not lost', async () => {
  const user = userEvent.setup()
  render(<FaqAccordion items={items} />)
  const target = question('¿Hay ayudas?')
  await user.pointer({ keys: '[MouseLeft>]', target })
  await afterAnotherFaqLoaded() // Radix has arrived meanwhile
  expect(question('¿Hay ayudas?')).toBe(target) // still the shell's button
  await user.pointer({ keys: '[/MouseLeft]', target })
  await radixHasTakenOver()
  expect(question('¿Hay ayudas?')).toHaveAttribute('aria-expanded', 'true')
})

it('loads Radix on the first keyboard focus, with nothing open and the focus kept', async () => {
  const user = userEvent.setup()
  render(<FaqAccordion items={items} />)
  await user.tab()
  expect(question('¿Cuánto cuesta?')).toHaveFocus()
  await radixHasTakenOver()
  expect(question('¿Cuánto cuesta?')).toHaveFocus()
  for (const { question: name } of items) expect(question(name)).toHaveAttribute('aria-expanded', 'false')
  await user.keyboard('{Enter}')
  expect(question('¿Cuánto cuesta?')).toHaveAttribute('aria-expanded', 'true')
})
