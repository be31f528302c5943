/** @jest-environment jsdom */
import { render } from '@testing-library/react'
import { readLeadSource } from '@/components/lead-form/read-lead-source'
import { VisitRecorder } from '@/components/layout/visit-recorder'

// Safari has no Navigation API (nor has jsdom): the site's frame notes the
// pages the tab shows, so the quote form still finds the previous page and the
// campaign after the visitor moved on through the site's own links.

let pathname = '/'
jest.mock('next/navigation', () => ({ usePathname: () => pathname }))

/** A client-side navigation as the app router does it: the address changes, the page re-renders. */
function navigate(to: string, rerender: (ui: React.ReactElement) => void) {
  window.history.pushState(null, '', to)
  pathname = new URL(to, window.location.href).pathname
  rerender(<VisitRecorder />)
}

it('credits the campaign’s landing page and the page read before the form, without the Navigation API', () => {
  expect('navigation' in window).toBe(false)
  window.history.pushState(null, '', '/instalacion-placas-murcia?utm_source=google&utm_medium=cpc')
  pathname = '/instalacion-placas-murcia'
  const { rerender } = render(<VisitRecorder />)
  navigate('/instalaciones-electricas', rerender)
  navigate('/solicitar-presupuesto', rerender)

  expect(readLeadSource()).toEqual({
    formPage: '/solicitar-presupuesto',
    previousPage: '/instalaciones-electricas',
    referrerHost: null,
    utmSource: 'google',
    utmMedium: 'cpc',
    utmCampaign: null,
    utmTerm: null,
    utmContent: null,
  })
  // Memory only: the site sets no cookie and stores nothing.
  expect(document.cookie).toBe('')
  expect([window.localStorage.length, window.sessionStorage.length]).toEqual([0, 0])
})
