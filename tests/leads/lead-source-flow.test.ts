import { leadSourceOf } from '@/components/lead-form/read-lead-source'
import { checkLeadSource } from '@/lib/leads/check-lead-source'
import { buildLeadEmail } from '@/supabase/functions/_shared/lead-email'
import { unknownSource } from '@/supabase/functions/_shared/lead-source-fields'
import { blankLead, campaignSource } from '../support/leads'

// Where a lead came from: what the browser reports, what the server keeps, what staff read.

const site = 'https://www.example.com'

describe('what the form reports', () => {
  it('credits the page read before the quote page, with its campaign, after in-site navigation', () => {
    expect(
      leadSourceOf({
        href: `${site}/solicitar-presupuesto`,
        // The tab's earlier pages, nearest first: the landing page reached from a Google ad.
        earlier: [`${site}/instalacion-placas-murcia?utm_source=google&utm_medium=cpc`],
        // Client-side navigation leaves the referrer of the first page: Google's.
        referrer: 'https://www.google.com/',
      }),
    ).toEqual({
      formPage: '/solicitar-presupuesto',
      previousPage: '/instalacion-placas-murcia',
      referrerHost: 'www.google.com',
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: null,
      utmTerm: null,
      utmContent: null,
    })
  })

  it('falls back to a same-site referrer without the Navigation API, and a reload is not a previous page', () => {
    expect(
      leadSourceOf({
        href: `${site}/solicitar-presupuesto?utm_campaign=otono`,
        earlier: [`${site}/solicitar-presupuesto`],
        referrer: `${site}/instalacion-placas-solares`,
      }),
    ).toMatchObject({
      formPage: '/solicitar-presupuesto',
      previousPage: '/instalacion-placas-solares',
      referrerHost: null,
      utmCampaign: 'otono',
    })
  })

  it('reports nothing it does not know', () => {
    expect(
      leadSourceOf({ href: `${site}/`, earlier: ['not a url', 'https://other.example/x'], referrer: '' }),
    ).toEqual({
      formPage: '/',
      previousPage: null,
      referrerHost: null,
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      utmTerm: null,
      utmContent: null,
    })
  })
})

describe('what the server keeps', () => {
  it('keeps the form page as the credited page away from the quote page', () => {
    expect(
      checkLeadSource({
        formPage: '/instalacion-placas-solares',
        previousPage: '/instalacion-placas-murcia',
      }),
    ).toMatchObject({ sourcePage: '/instalacion-placas-solares', previousPage: '/instalacion-placas-murcia' })
    expect(checkLeadSource({ formPage: '/solicitar-presupuesto' })).toMatchObject({
      sourcePage: '/solicitar-presupuesto',
      previousPage: null,
    })
  })

  it('keeps only pages of the site and host names that are not the site', () => {
    expect(
      checkLeadSource({ formPage: '/no-existe', previousPage: '/instalacion-placas-murcia/' }),
    ).toMatchObject({
      sourcePage: null,
      formPage: null,
      previousPage: null,
    })
    for (const referrerHost of [
      '',
      'a b',
      'x'.repeat(300),
      'localhost:3000',
      '-bad.example',
      'ex_ample.com',
    ]) {
      expect(checkLeadSource({ referrerHost }).referrerHost).toBeNull()
    }
    expect(checkLeadSource({ referrerHost: 'Bing.com.' }).referrerHost).toBe('bing.com')
    expect(checkLeadSource({ referrerHost: 'xn--espaa-rta.example' }).referrerHost).toBe(
      'xn--espaa-rta.example',
    )
  })

  it('bounds utm values to one line of 100 characters, whole emoji included', () => {
    expect(checkLeadSource({ utmTerm: ' placas\nsolares\u0000 ' }).utmTerm).toBe('placas solares')
    expect(checkLeadSource({ utmContent: '☀️'.repeat(80) }).utmContent).toBe('☀️'.repeat(50))
    expect(checkLeadSource({ utmSource: '   ' }).utmSource).toBeNull()
    expect(checkLeadSource(null)).toEqual(unknownSource)
  })

  it('removes invisible and direction-changing characters from every value', () => {
    const checked = checkLeadSource({
      utmCampaign: 'verano\u202e2026\u202c',
      utmSource: '\u200bgoogle\ufeff',
      referrerHost: 'www.bing\u200d.com',
      formPage: '/solicitar-presupuesto\u2066',
    })
    expect(checked).toMatchObject({
      utmCampaign: 'verano2026',
      utmSource: 'google',
      referrerHost: 'www.bing.com',
      formPage: '/solicitar-presupuesto',
    })
  })
})

describe('the notification e-mail', () => {
  it('names the page that brought the lead, and what else is known of its source', () => {
    const email = buildLeadEmail(
      { ...blankLead, name: 'Ana', city: 'Cieza', email: 'ana@example.com', source: campaignSource },
      'Marca',
    )
    expect(email.text).toContain('Página de origen: /instalacion-placas-murcia')
    expect(email.text).toContain('Web de procedencia: www.google.com')
    expect(email.text).toContain('utm_medium: cpc')
    expect(email.text).not.toContain('utm_campaign')
    expect(email.html).toContain(
      '<th style="text-align:left;padding:4px 12px 4px 0">Página de origen</th><td style="padding:4px 0">/instalacion-placas-murcia</td>',
    )
  })
})
