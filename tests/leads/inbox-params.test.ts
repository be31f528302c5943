import {
  exportHref,
  inboxHref,
  inboxSearch,
  isLeadId,
  leadHref,
  pageCount,
  parseInboxParams,
} from '@/lib/leads/inbox-params'
import { formatLeadDate, notificationLabel } from '@/lib/leads/inbox-format'
import { visiblePages } from '@/components/admin/pagination'

describe('the inbox query', () => {
  it('reads the search, the state, the source page and the page', () => {
    const search = {
      q: '  García ',
      estado: 'presupuesto-enviado',
      origen: '/instalacion-placas-murcia',
      pagina: '3',
    }
    expect(parseInboxParams(search)).toEqual({
      query: 'García',
      status: 'quote_sent',
      source: '/instalacion-placas-murcia',
      includeTests: false,
      page: 3,
    })
    expect(parseInboxParams(new URLSearchParams('q=ana&estado=nuevas&pruebas=mostrar'))).toEqual({
      query: 'ana',
      status: 'new',
      source: null,
      includeTests: true,
      page: 1,
    })
    for (const [slug, status] of [
      ['contactadas', 'contacted'],
      ['ganadas', 'won'],
      ['perdidas', 'lost'],
    ]) {
      expect(parseInboxParams({ estado: slug }).status).toBe(status)
    }
  })

  it('keeps a source page only when it is a page path as leads store one (a staff page’s too)', () => {
    expect(parseInboxParams({ origen: '/' }).source).toBe('/')
    expect(parseInboxParams({ origen: '/placas-solares-jumilla' }).source).toBe('/placas-solares-jumilla')
    for (const origen of [
      'https://evil.example/',
      '//evil.example',
      '/instalacion-placas-murcia/',
      '/Placas',
      `/${'a'.repeat(200)}`,
      '',
    ]) {
      expect(parseInboxParams({ origen }).source).toBeNull()
    }
  })

  it('falls back to the default view for anything unexpected', () => {
    expect(parseInboxParams({})).toEqual({
      query: '',
      status: 'all',
      source: null,
      includeTests: false,
      page: 1,
    })
    expect(parseInboxParams({ pruebas: 'si' }).includeTests).toBe(false)
    for (const pagina of ['0', '-1', '2.5', 'abc', '1e3', '', '0003', '9999999999']) {
      expect(parseInboxParams({ pagina }).page).toBe(1)
    }
    expect(parseInboxParams({ estado: 'borradas' }).status).toBe('all')
    expect(parseInboxParams({ estado: 'atendidas' }).status).toBe('all')
    expect(parseInboxParams({ q: ['uno', 'dos'], estado: ['nuevas', 'todas'] })).toMatchObject({
      query: 'uno',
      status: 'new',
    })
  })

  it('bounds the page and the search length', () => {
    expect(parseInboxParams({ pagina: '999999' }).page).toBe(10_000)
    expect(parseInboxParams({ q: 'x'.repeat(500) }).query).toHaveLength(100)
  })

  it('writes a view back, leaving defaults out and escaping the search', () => {
    expect(inboxSearch({})).toBe('')
    expect(inboxSearch({ query: 'a&b=c', status: 'new', page: 2 })).toBe(
      '?q=a%26b%3Dc&estado=nuevas&pagina=2',
    )
    expect(inboxHref({ status: 'won' })).toBe('/seo-dashboard/solicitudes?estado=ganadas')
    const view = { query: 'ana', status: 'all' as const, source: '/', includeTests: true, page: 4 }
    expect(leadHref('abc', view)).toBe(
      '/seo-dashboard/solicitudes/abc?q=ana&origen=%2F&pruebas=mostrar&pagina=4',
    )
    expect(exportHref(view)).toBe('/seo-dashboard/solicitudes/export?q=ana&origen=%2F&pruebas=mostrar')
    const written = {
      query: 'a&b=c',
      status: 'contacted' as const,
      source: '/instalacion-placas-murcia',
      includeTests: true,
      page: 2,
    }
    expect(parseInboxParams(new URLSearchParams(inboxSearch(written)))).toEqual(written)
  })

  it('counts pages of 25, at least one', () => {
    expect([0, 1, 25, 26, 10_000].map(pageCount)).toEqual([1, 1, 1, 2, 400])
  })

  it('accepts only UUIDs as lead ids', () => {
    expect(isLeadId('5f0c6f3e-2a51-4d7e-9d7a-2f7f3f1b8c11')).toBe(true)
    expect(isLeadId('export')).toBe(false)
    expect(isLeadId("5f0c6f3e-2a51-4d7e-9d7a-2f7f3f1b8c11' or 1=1")).toBe(false)
    expect(isLeadId(null)).toBe(false)
  })

  it('shows the first, the last and the pages near the current one', () => {
    expect(visiblePages(1, 1)).toEqual([1])
    expect(visiblePages(1, 5)).toEqual([1, 2, 3, 4, 5])
    expect(visiblePages(10, 400)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 400])
    expect(visiblePages(400, 400)).toEqual([1, 'gap', 398, 399, 400])
  })
})

describe('the inbox wording', () => {
  it('formats dates in Madrid time, summer and winter', () => {
    expect(formatLeadDate('2026-07-05T07:05:00.000Z')).toBe('05/07/2026 09:05')
    expect(formatLeadDate('2026-01-05T23:59:00.000Z')).toBe('06/01/2026 00:59')
  })

  it('names every notification state', () => {
    const state = (status: 'pending' | 'sent' | 'failed', attempts: number) => ({
      status,
      attempts,
      lastError: null,
      sentAt: null,
    })
    expect(notificationLabel(state('sent', 1)).text).toBe('Enviada')
    expect(notificationLabel(state('pending', 0)).text).toBe('Pendiente de envío')
    expect(notificationLabel(state('pending', 2)).text).toBe('Pendiente de reintento')
    expect(notificationLabel(state('failed', 8)).text).toBe('Fallida')
    expect(notificationLabel(null).text).toBe('Sin registro')
  })
})
