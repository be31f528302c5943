import { editablePages } from '@/lib/content/editable-pages'
import { missingPageLinks } from '@/lib/content/check-links'

// A link in page content leads to a page of this site, an anchor on the page
// or an https address; a site path that is no page is named at its field.

const button = (href: string) => ({
  sections: [{ kind: 'text', cta: { label: 'Ver', href, behaviour: 'page' } }],
})

describe('links in page content', () => {
  it('find every page in the repository’s own content', () => {
    for (const page of editablePages)
      expect([page.path, missingPageLinks(page.builtIn)]).toEqual([page.path, {}])
  })

  it('accept the site’s pages (quote and legal pages included), anchors and https addresses', () => {
    for (const href of [
      '/',
      '/instalacion-placas-solares',
      '/solicitar-presupuesto',
      '/solicitar-presupuesto?origen=guia',
      '/ayudas-placas-solares#requisitos',
      '/instalacion-placas-solares/',
      '#contacto',
      'https://www.idae.es/ayudas',
    ])
      expect([href, missingPageLinks(button(href))]).toEqual([href, {}])
  })

  it('name each link to a missing page at its field, in Spanish', () => {
    expect(missingPageLinks(button('/pagina-que-no-existe'))).toEqual({
      'sections.0.cta.href': 'Esta página no existe en el sitio: /pagina-que-no-existe',
    })
    expect(
      missingPageLinks({
        hero: { cta: { href: '/seo-dashboard' } },
        closing: { cta: { href: '/instalacion' } },
      }),
    ).toEqual({
      'hero.cta.href': 'Esta página no existe en el sitio: /seo-dashboard',
      'closing.cta.href': 'Esta página no existe en el sitio: /instalacion',
    })
  })
})
