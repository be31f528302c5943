import { pageOfAddress } from '@/lib/search/match-addresses'
import { pageHistory, periodsBefore, publishDays, searchView } from '@/lib/search/search-view'
import { bandMedians, suggestions } from '@/lib/search/suggestions'
import type { SearchOverview } from '@/lib/search/types'

// What 'Resultados' works out of the imported figures: addresses matched to
// pages, the chosen period beside the one before (combined, the position
// weighted by impressions), leads per 100 clicks, the history with its
// publish days, and what to work on next, the most worth first.

const october = { startsOn: '2026-10-01', endsOn: '2026-10-31' }
const november = { startsOn: '2026-11-01', endsOn: '2026-11-30' }
const row = (
  startsOn: string,
  address: string,
  clicks: number,
  impressions: number,
  position: number | null,
) => ({
  startsOn,
  address,
  page: address.startsWith('/'),
  clicks,
  impressions,
  position,
})

describe('matching addresses to pages', () => {
  const pages = new Set(['/', '/instalacion-placas-solares'])
  it.each([
    ['https://www.example.com/instalacion-placas-solares', '/instalacion-placas-solares'],
    ['http://example.com/instalacion-placas-solares/', '/instalacion-placas-solares'],
    ['https://otro.example/instalacion-placas-solares?utm_source=x#precio', '/instalacion-placas-solares'],
    ['https://www.example.com', '/'],
    ['https://www.example.com/', '/'],
    ['https://www.example.com/blog/placas', null],
    ['no es una dirección', null],
  ])('%s is %s', (address, page) => expect(pageOfAddress(address, pages)).toBe(page))
})

describe('the view of a period', () => {
  const weeks: SearchOverview = {
    periods: [
      { startsOn: '2026-11-09', endsOn: '2026-11-15' },
      { startsOn: '2026-11-16', endsOn: '2026-11-22' },
    ],
    figures: [],
    leads: [],
    publishes: [],
  }

  it('compares a month with the month before, and a week with the week before', () => {
    expect(periodsBefore(november, [october, november])).toEqual([october])
    expect(periodsBefore(weeks.periods[1]!, weeks.periods)).toEqual([weeks.periods[0]])
    expect(periodsBefore(october, [october, november])).toEqual([])
  })

  it('combines the weeks that make up the period before, the position weighted by impressions', () => {
    const overview: SearchOverview = {
      periods: [
        { startsOn: '2026-10-01', endsOn: '2026-10-15' },
        { startsOn: '2026-10-16', endsOn: '2026-10-31' },
        november,
      ],
      figures: [
        row('2026-10-01', '/', 10, 100, 2),
        row('2026-10-16', '/', 30, 300, 6),
        row('2026-11-01', '/', 20, 1000, 3),
      ],
      leads: [
        { startsOn: '2026-10-16', page: '/', leads: 2 },
        { startsOn: '2026-11-01', page: '/', leads: 1 },
      ],
      publishes: [],
    }
    const view = searchView(overview, ['/', '/aviso-legal'], null)
    expect(view.chosen).toEqual(november)
    expect(view.previous).toHaveLength(2)
    expect(view.pages[0]).toEqual({
      page: '/',
      current: { clicks: 20, impressions: 1000, position: 3, ctr: 0.02, leads: 1, leadsPer100Clicks: 5 },
      previous: { clicks: 40, impressions: 400, position: 5, ctr: 0.1, leads: 2, leadsPer100Clicks: 5 },
    })
    // A live page without figures is listed with zeros.
    expect(view.pages[1]).toMatchObject({
      page: '/aviso-legal',
      current: { impressions: 0, position: null, ctr: null },
    })
  })

  it('shows the chosen period, lists the addresses matching no page apart, and charts a page’s history with its publish days', () => {
    const overview: SearchOverview = {
      periods: [october, november],
      figures: [
        row('2026-10-01', '/', 5, 50, 4),
        row('2026-10-01', 'https://example.com/vieja', 1, 10, 9),
        row('2026-11-01', 'https://example.com/otra', 3, 90, 9),
      ],
      leads: [],
      publishes: [
        { page: '/', day: '2026-09-01' },
        { page: '/', day: '2026-10-20' },
        { page: '/otra', day: '2026-10-21' },
      ],
    }
    const view = searchView(overview, ['/'], '2026-10-01')
    expect(view.chosen).toEqual(october)
    expect(view.previous).toEqual([])
    expect(view.pages.map((page) => page.previous)).toEqual([null])
    expect(view.unmatched).toEqual([{ address: 'https://example.com/vieja', clicks: 1, impressions: 10 }])
    expect(pageHistory(overview, '/')).toEqual([
      { ...october, clicks: 5, impressions: 50, position: 4, ctr: 0.1 },
      { ...november, clicks: 0, impressions: 0, position: null, ctr: null },
    ])
    expect(publishDays(overview, '/')).toEqual(['2026-10-20'])
  })
})

describe('what to work on next', () => {
  const figures = (
    page: string,
    clicks: number,
    impressions: number,
    position: number | null,
    leads = 0,
  ) => ({
    page,
    current: {
      clicks,
      impressions,
      position,
      ctr: impressions > 0 ? clicks / impressions : null,
      leads,
      leadsPer100Clicks: clicks > 0 ? (100 * leads) / clicks : null,
    },
    previous: null,
  })
  const pages = [
    // Band 4-7: CTRs 6 %, 5 %, 4 %, 1 %: median 4.5 %; /poco-clic's 1 % is below half of it.
    figures('/a', 60, 1000, 5, 3),
    figures('/b', 50, 1000, 6, 2),
    figures('/c', 40, 1000, 4.5, 1),
    figures('/poco-clic', 10, 1000, 5),
    // Clicks from Google, no lead; at 10 %, not below half the 1-3 band's usual 15 %.
    figures('/sin-solicitudes', 30, 300, 2),
    // The second page, seen often.
    figures('/segunda', 5, 600, 12),
    // Seen too little to judge.
    figures('/poco-vista', 0, 50, 14),
    figures('/sin-impresiones', 0, 0, null),
    figures('/no-indexable', 0, 0, null),
  ]

  it('takes each band’s median over the site’s pages, and the usual figure where too few pages fall', () => {
    expect(bandMedians(pages)).toEqual([0.15, 0.045, 0.01, 0.002])
  })

  it('puts an average position between two bands’ whole numbers in the band below it', () => {
    // 3.9995 is in the 1-3 band, whose usual 15 % it clicks below half of.
    const found = suggestions([figures('/entre-bandas', 5, 1000, 3.9995)], new Set())
    expect(found.map(({ kind, page }) => `${kind} ${page}`)).toEqual(['low-ctr /entre-bandas'])
  })

  it('orders the suggestions by the leads they could bring, each page under its rules', () => {
    const found = suggestions(pages, new Set(['/a', '/sin-impresiones']))
    expect(found.map(({ kind, page }) => `${kind} ${page}`)).toEqual([
      'low-ctr /poco-clic',
      'no-leads /sin-solicitudes',
      'second-page /segunda',
      'no-impressions /sin-impresiones',
    ])
    // 6 leads in 195 clicks. /poco-clic at the band's median would get 35 more clicks; /sin-solicitudes
    // brings 30; /segunda, at the 4-7 band's 4.5 % of its 600 impressions, 22 more.
    expect(found.map((item) => Math.round((item.worth * 195) / 6))).toEqual([35, 30, 22, 0])
  })
})
