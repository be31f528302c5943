import {
  dashboardHref,
  editorHref,
  parseDashboardParams,
  parseEditorPart,
  pathOfEditor,
} from '@/lib/seo/dashboard-path'

// The SEO panel's paths and queries: what a link, a bookmark or a reload brings back.

describe('the SEO panel’s query', () => {
  it('reads the search and the filter, trimmed and cut, and falls back to every page', () => {
    expect(parseDashboardParams({ q: '  placas ', problema: 'revision-vencida' })).toEqual({
      query: 'placas',
      issue: 'Revisión vencida',
      reviewSoon: false,
    })
    expect(parseDashboardParams({ q: ['h1', 'otra'], problema: 'inventado', revision: 'otra' })).toEqual({
      query: 'h1',
      issue: 'all',
      reviewSoon: false,
    })
    expect(parseDashboardParams({ revision: 'vence-en-30-dias' }).reviewSoon).toBe(true)
    expect(parseDashboardParams({ q: 'x'.repeat(150) }).query).toHaveLength(100)
  })

  it('writes a view back as the address it came from, defaults left out', () => {
    expect(dashboardHref({ query: '', issue: 'all' })).toBe('/seo-dashboard')
    expect(dashboardHref({ query: 'solar cieza', issue: 'H1' })).toBe(
      '/seo-dashboard?q=solar+cieza&problema=h1',
    )
    expect(dashboardHref({ query: '', issue: 'all', reviewSoon: true })).toBe(
      '/seo-dashboard?revision=vence-en-30-dias',
    )
  })

  it('opens a page’s editor at either part, carrying the view, and reads the part back', () => {
    const view = { query: 'placas', issue: 'any', reviewSoon: false } as const
    expect(editorHref('/', view)).toBe('/seo-dashboard/paginas/inicio?q=placas&problema=con-problemas')
    expect(editorHref('/instalacion-placas-solares', {}, 'contenido')).toBe(
      '/seo-dashboard/paginas/instalacion-placas-solares?parte=contenido',
    )
    expect(parseEditorPart({ parte: 'contenido' })).toBe('contenido')
    expect(parseEditorPart({ parte: 'otra' })).toBe('seo')
    expect(pathOfEditor(['inicio'])).toBe('/')
    expect(pathOfEditor(['instalacion-placas-solares'])).toBe('/instalacion-placas-solares')
  })
})
