/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react'
import { ChangeComparison } from '@/components/admin/content/change-comparison'
import { describeContentSchema } from '@/lib/content/describe-schema'
import { editableLandingContentSchema } from '@/content/types'

// The comparison the history and 'Revisar cambios' share: each changed field in
// the form's words, its old text with the removed words in <del> and its new
// text with the added words in <ins>, named for screen readers too.

const description = describeContentSchema(editableLandingContentSchema)
const headers = { before: 'En la web', after: 'En el borrador' }

function renderChanges(changes: { path: string; before: string | null; after: string | null }[]) {
  render(
    <ChangeComparison
      caption="Cambios"
      changes={changes}
      headers={headers}
      description={description}
      empty="Nada"
    />,
  )
  return screen.getByRole('table', { name: 'Cambios' })
}

it('marks the changed word in <del> on the old side and <ins> on the new, and leaves the others unmarked', () => {
  const table = renderChanges([
    {
      path: 'sections.5.rows.1.2',
      before: 'Abiertas hasta el 31 de marzo de 2026',
      after: 'Abiertas hasta el 31 de marzo de 2027',
    },
  ])
  const row = within(table).getByRole('row', { name: /^Sección 6 › Filas › fila 2 › celda 3/ })
  const [before, after] = within(row).getAllByRole('cell')
  const marked = (cell: HTMLElement, tag: string) =>
    [...cell.querySelectorAll(tag)].map((element) => element.textContent)
  expect(marked(before!, 'del')).toEqual(['2026'])
  expect(marked(before!, 'ins')).toEqual([])
  expect(marked(after!, 'ins')).toEqual(['2027'])
  expect(marked(after!, 'del')).toEqual([])
  // The unchanged words are there, outside any mark.
  for (const cell of [before!, after!]) {
    expect(cell).toHaveTextContent(/^Abiertas hasta el 31 de marzo de/)
    for (const mark of cell.querySelectorAll('del, ins'))
      expect(mark.textContent).not.toMatch(/marzo|Abiertas/)
  }
  // Not colour alone: struck through and underlined, and named for screen readers by generated text.
  expect(before!.querySelector('del')!.className).toMatch(
    /line-through.*before:content-\['inicio_de_texto_quitado/,
  )
  expect(after!.querySelector('ins')!.className).toMatch(/underline.*before:content-\['inicio_de_texto_nuevo/)
})

it('marks a whole new or removed text, and says when a side is empty', () => {
  const table = renderChanges([{ path: 'reviewBefore', before: null, after: '2027-03-31' }])
  const row = within(table).getByRole('row', { name: /^Revisar antes de/ })
  const [before, after] = within(row).getAllByRole('cell')
  expect(before).toHaveTextContent('vacío')
  expect(after!.querySelector('ins')).toHaveTextContent('2027-03-31')
})

it('says so when nothing changed', () => {
  render(<ChangeComparison caption="Cambios" changes={[]} headers={headers} empty="Es igual a la web." />)
  expect(screen.getByText('Es igual a la web.')).toBeVisible()
  expect(screen.queryByRole('table')).toBeNull()
})
