/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { saveReviewDateAction } from '@/components/admin/content/review-date-action'
import { ReviewDateForm } from '@/components/admin/content/review-date-form'
import { saveSeoRecordAction } from '@/components/admin/seo/save-seo-action'
import { SeoEditor } from '@/components/admin/seo/seo-editor'
import { ogTypes, robotsValues, toSeoFormValues } from '@/lib/validations/seo'
import { schemaTypes } from '@/lib/seo/types'
import { storedCopyOf } from '../support/seo'

// Every kind of control shows the value stored, not its first option or an
// empty default: as the server draws it, once hydrated, and after a save. (The
// content part's fields: tests/components/content-fields-after-save.test.tsx.)

jest.mock('@/components/admin/seo/save-seo-action', () => ({ saveSeoRecordAction: jest.fn() }))
jest.mock('@/components/admin/content/review-date-action', () => ({ saveReviewDateAction: jest.fn() }))

// A stored record whose every choice is some other than its list's first option.
const stored = {
  ...storedCopyOf('/instalacion-electrica-exterior'),
  title: 'Electricistas para jardines y piscinas en Cieza',
  description: 'Instalaciones eléctricas exteriores seguras, con protección diferencial.',
  robots: 'noindex,nofollow',
  schemaType: 'Electrician',
  ogType: 'article',
  h2Secondary: ['Iluminación de jardines', 'Bombas de piscina'],
  faqs: [
    { question: '¿Trabajáis en piscinas?', answer: 'Sí.' },
    { question: '¿Cuánto tarda?', answer: 'Un día.' },
  ],
}
const values = toSeoFormValues(stored)
const seoEditor = <SeoEditor values={values} siteUrl="https://example.com" revision={3} previewHref={null} />

it('chooses stored values that are not the first option', () => {
  expect(robotsValues[0]).not.toBe(stored.robots)
  expect(schemaTypes[0]).not.toBe(stored.schemaType)
  expect(ogTypes[0]).not.toBe(stored.ogType)
})

function expectStoredValues() {
  expect(screen.getByRole('textbox', { name: /^Título/ })).toHaveValue(stored.title)
  expect(screen.getByRole('textbox', { name: /^Descripción/ })).toHaveValue(stored.description)
  expect(screen.getByRole('combobox', { name: 'Visibilidad en buscadores' })).toHaveValue('noindex,nofollow')
  expect(screen.getByRole('combobox', { name: 'Qué es la página para los buscadores' })).toHaveValue(
    'Electrician',
  )
  expect(screen.getByRole('combobox', { name: 'Tipo al compartir en redes' })).toHaveValue('article')
  expect(screen.getByRole('textbox', { name: 'Subtítulo 2' })).toHaveValue('Bombas de piscina')
  const faqs = screen.getByRole('group', { name: 'Preguntas frecuentes (2)' })
  expect(within(faqs).getByRole('textbox', { name: 'Pregunta 2' })).toHaveValue('¿Cuánto tarda?')
  expect(within(faqs).getByRole('textbox', { name: 'Respuesta 2' })).toHaveValue('Un día.')
}

it('draws the SEO part’s text, textarea, selects and lists with the stored values on the server', () => {
  const served = document.createElement('div')
  served.innerHTML = renderToString(seoEditor)
  const field = (selector: string) => served.querySelector<HTMLSelectElement>(selector)!
  expect(field('select[name="robots"]').value).toBe('noindex,nofollow')
  expect(field('select[name="schemaType"]').value).toBe('Electrician')
  expect(field('select[name="ogType"]').value).toBe('article')
  expect(field('input[name="h2Secondary.1.value"]').value).toBe('Bombas de piscina')
  expect(field('textarea[name="faqs.1.answer"]').value).toBe('Un día.')
})

it('shows the SEO part’s stored values once hydrated, after a save and when drawn again (a reload)', async () => {
  jest
    .mocked(saveSeoRecordAction)
    .mockResolvedValue({ ok: true, message: 'Borrador guardado', data: { revision: 4 } })
  const view = render(seoEditor)
  expectStoredValues()
  await userEvent.setup().click(screen.getByRole('button', { name: 'Guardar borrador' }))
  await waitFor(() => expect(saveSeoRecordAction).toHaveBeenCalled())
  expect(jest.mocked(saveSeoRecordAction).mock.calls[0]![1]).toMatchObject({
    robots: 'noindex,nofollow',
    schemaType: 'Electrician',
    ogType: 'article',
  })
  expectStoredValues()
  view.unmount()
  render(seoEditor)
  expectStoredValues()
})

it('shows the stored review date (as dd/mm/aaaa), after a save too', async () => {
  jest.mocked(saveReviewDateAction).mockResolvedValue({ ok: true, message: 'Fecha guardada' })
  const form = (reviewBefore: string) => (
    <ReviewDateForm path="/ayudas-placas-solares" reviewBefore={reviewBefore} />
  )
  const view = render(form('2027-03-15'))
  const date = () => screen.getByLabelText(/^Revisar antes de/)
  expect(date()).toHaveValue('15/03/2027')
  fireEvent.click(screen.getByRole('button', { name: 'Guardar fecha' }))
  await waitFor(() => expect(saveReviewDateAction).toHaveBeenCalled())
  // The page drawn again with what was stored.
  view.rerender(form('2027-03-15'))
  await waitFor(() => expect(date()).toHaveValue('15/03/2027'))
}, 60_000)
