/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Toaster } from 'sonner'
import { saveContentAction } from '@/components/admin/content/content-actions'
import { ContentEditor } from '@/components/admin/content/content-editor'
import { describeContentSchema } from '@/components/admin/content/describe-schema'
import { landingPages } from '@/content/pages'
import { editableLandingContentSchema } from '@/content/types'

// The 'Contenido' form when someone else saved the page first: the refusal
// shows, what was typed stays, and the next save is based on the page's new
// revision. The action is the edge here, tested for real in tests/content.
jest.mock('@/components/admin/content/content-actions', () => ({ saveContentAction: jest.fn() }))
const action = jest.mocked(saveContentAction)

const page = landingPages.find(({ path }) => path === '/ayudas-placas-solares')!
const { path } = page
const content: Record<string, unknown> = { ...page }
delete content.path
delete content.seo
const refusal =
  'Ana (ana@example.com) guardó esta página a las 10:32. Tus cambios siguen en el formulario; si vuelves a guardar, sustituirán a los guardados. Para ver qué cambió, abre la página en otra pestaña.'

it('keeps what was typed after a refused save, shows who saved, and bases the next save on the new revision', async () => {
  const sent: FormData[] = []
  action.mockImplementation(async (_previous, data) => {
    sent.push(data as FormData)
    return sent.length === 1
      ? { ok: false, message: refusal, data: { revision: 42 } }
      : { ok: true, message: 'Borrador guardado', data: { revision: 43 } }
  })
  const user = userEvent.setup()
  render(
    <>
      <ContentEditor
        path={path}
        description={describeContentSchema(editableLandingContentSchema)}
        content={content}
        reviewBefore={null}
        locked={[]}
        previewHref="/api/preview"
        hasDraft={false}
        revision={7}
      />
      <Toaster />
    </>,
  )
  const subtitle = within(screen.getByRole('group', { name: 'Cabecera' })).getByRole('textbox', {
    name: 'Subtítulo',
  })
  await user.clear(subtitle)
  await user.type(subtitle, 'Lo que escribí yo')
  await user.click(screen.getByRole('button', { name: 'Guardar borrador' }))

  expect(await screen.findByRole('alert')).toHaveTextContent(refusal)
  expect(sent[0]!.get('basedOn')).toBe('7')
  expect(subtitle).toHaveValue('Lo que escribí yo')
  expect(
    within(screen.getByRole('group', { name: 'Cabecera' })).getByRole('textbox', { name: 'Subtítulo' }),
  ).toHaveValue('Lo que escribí yo')

  // Saving again is deliberate: it is based on the revision the refusal handed back.
  await user.click(screen.getByRole('button', { name: 'Guardar borrador' }))
  expect(await screen.findByText('Borrador guardado')).toBeInTheDocument()
  expect(sent[1]!.get('basedOn')).toBe('42')
  expect(JSON.parse(String(sent[1]!.get('content'))).hero.subtitle).toBe('Lo que escribí yo')
})
