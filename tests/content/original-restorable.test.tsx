/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react'
import { ContentHistory } from '@/components/admin/content/content-history'
import { describeContentSchema } from '@/lib/content/describe-schema'
import { getEditablePage } from '@/lib/content/editable-pages'
import { differsFromOriginal } from '@/lib/content/version-changes'

// 'Volver al contenido original' is offered only where it would undo
// something: the page's draft or published content differs from the
// repository's. The actions are the edge here (tests/content/content-actions.test.ts).

jest.mock('@/components/admin/content/content-actions', () => ({
  restoreOriginalAction: jest.fn(),
  restoreVersionAction: jest.fn(),
}))

const page = getEditablePage('/ayudas-placas-solares')!
// (jsdom has no structuredClone.)
const copy = <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T
const changed = () => {
  const content = copy(page.builtIn) as { sections: { rows?: string[][] }[] }
  content.sections[5]!.rows![1]![2] = 'Abiertas hasta el 31 de marzo de 2027'
  return content
}

describe('differsFromOriginal', () => {
  it('is false with no draft and nothing published, or with either equal to the original', () => {
    expect(differsFromOriginal(page, null, null)).toBe(false)
    expect(differsFromOriginal(page, undefined, copy(page.builtIn))).toBe(false)
    expect(differsFromOriginal(page, copy(page.builtIn), null)).toBe(false)
  })

  it('is true when the draft or the published content changes any field', () => {
    expect(differsFromOriginal(page, changed(), null)).toBe(true)
    expect(differsFromOriginal(page, null, changed())).toBe(true)
    expect(differsFromOriginal(page, copy(page.builtIn), changed())).toBe(true)
  })
})

describe('the history’s ‘Volver al contenido original’', () => {
  const history = (originalRestorable: boolean) => (
    <ContentHistory
      path={page.path}
      revision={3}
      hasDraft={false}
      description={describeContentSchema(page.schema)}
      entries={[]}
      view={{ page: 1, version: null, compare: 'anterior' }}
      href={() => '/seo-dashboard/paginas/ayudas-placas-solares?parte=contenido'}
      comparison={null}
      originalRestorable={originalRestorable}
    />
  )

  it('is offered when there is a change to undo', () => {
    render(history(true))
    expect(screen.getByRole('button', { name: 'Volver al contenido original' })).toBeVisible()
  })

  it('is hidden when the page is its original', () => {
    render(history(false))
    expect(screen.getByRole('heading', { name: 'Historial' })).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Volver al contenido original' })).toBeNull()
  })
})
