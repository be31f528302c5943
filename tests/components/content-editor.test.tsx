/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { saveContentAction } from '@/components/admin/content/content-actions'
import { ContentEditor } from '@/components/admin/content/content-editor'
import { describeContentSchema } from '@/components/admin/content/describe-schema'
import { getEditablePage } from '@/lib/content/editable-pages'

// A refused save takes staff to the first place marked, not only to a toast
// saying 'Revisa los campos marcados' at the bottom of a long form. The server
// action is the edge here: its answers are tested in tests/content/content-actions.test.ts.

jest.mock('@/components/admin/content/content-actions', () => ({ saveContentAction: jest.fn() }))
const save = saveContentAction as jest.MockedFunction<typeof saveContentAction>

const page = getEditablePage('/ayudas-placas-solares')!

function renderEditor() {
  render(
    <ContentEditor
      path={page.path}
      description={describeContentSchema(page.schema)}
      content={page.builtIn}
      reviewBefore={null}
      locked={[]}
      previewHref="/api/vista-previa"
      hasDraft={false}
    />,
  )
  return userEvent.setup()
}

const refused = (fieldErrors: Record<string, string>) => ({
  ok: false as const,
  message: 'Revisa los campos marcados',
  fieldErrors,
})

it('moves the focus to the first field marked after a refused save', async () => {
  save.mockResolvedValue(
    refused({
      'closing.cta.href': 'Esta página no existe en el sitio: /pagina-que-no-existe',
      'contact.intro': 'Este campo no puede quedar vacío',
    }),
  )
  const user = renderEditor()
  await user.click(screen.getByRole('button', { name: 'Publicar' }))
  const closing = screen.getByRole('group', { name: 'Cierre' })
  const link = within(closing).getByRole('textbox', { name: 'Enlace' })
  await waitFor(() => expect(link).toHaveFocus())
  expect(link).toHaveAccessibleDescription(/Esta página no existe en el sitio: \/pagina-que-no-existe/)
  expect((save.mock.calls[0]![1] as FormData).get('intent')).toBe('publish')
})

it('moves the focus into a group whose message is for the whole group', async () => {
  const rows = (page.builtIn.sections as { rows?: unknown }[]).findIndex((section) => section.rows)
  save.mockResolvedValue(
    refused({ [`sections.${rows}.rows.0`]: 'La fila 1 tiene 2 celdas y la tabla 3 columnas' }),
  )
  const user = renderEditor()
  await user.click(screen.getByRole('button', { name: 'Guardar borrador' }))
  await waitFor(() =>
    expect(document.activeElement?.closest('fieldset')).toHaveAccessibleDescription(/La fila 1/),
  )
})
