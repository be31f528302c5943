import { listPublishedStaffPages, listStoredSeoPages } from '@/lib/data'
import { getSeoConfig, seoConfigs } from '@/lib/seo/config'
import { listIndexablePages, listPageSeo } from '@/lib/seo/page-seo'

// The list every reader shares (sitemap, dashboard): one effective record per
// page the site has, whatever else the table holds.

jest.mock('@/lib/data', () => ({
  listStoredSeoPages: jest.fn(),
  getStoredSeoPage: jest.fn(),
  listPublishedStaffPages: jest.fn(),
  listStaffPages: jest.fn(),
}))

const updatedAt = '2026-07-01T10:00:00.000Z'
const solar = getSeoConfig('/instalacion-placas-solares')!

beforeEach(() => {
  jest.mocked(listPublishedStaffPages).mockResolvedValue([])
  jest.mocked(listStoredSeoPages).mockResolvedValue([
    // Rows of paths with no built-in record, such as the admin pages' old records.
    { ...solar, path: '/auth', title: 'Acceso', updatedAt },
    { ...solar, path: '/seo-dashboard', title: 'Panel', updatedAt },
    { ...solar, title: 'Placas solares guardadas', robots: 'noindex,follow', updatedAt },
  ])
})

describe('the list of pages', () => {
  it('holds one record per built-in path, stored rows for other paths left out', async () => {
    const pages = await listPageSeo()
    expect(pages.map((page) => page.path)).toEqual(seoConfigs.map((config) => config.path))
    expect(pages.find((page) => page.path === solar.path)).toMatchObject({
      title: 'Placas solares guardadas',
      updatedAt,
      indexable: false,
    })
  })

  it('gives the sitemap the indexable pages only', async () => {
    const paths = (await listIndexablePages()).map((page) => page.path)
    expect(paths).not.toContain(solar.path)
    expect(paths).not.toContain('/aviso-legal')
    expect(paths).toContain('/')
  })

  it('holds the published staff pages after the built-in ones, with their stored record', async () => {
    jest
      .mocked(listPublishedStaffPages)
      .mockResolvedValue([
        { path: '/placas-solares-jumilla', template: 'placas-localidad', status: 'published' },
      ])
    jest
      .mocked(listStoredSeoPages)
      .mockResolvedValue([
        { ...solar, path: '/placas-solares-jumilla', title: 'Placas solares en Jumilla', updatedAt },
      ])
    const pages = await listIndexablePages()
    expect(pages.at(-1)).toMatchObject({
      path: '/placas-solares-jumilla',
      title: 'Placas solares en Jumilla',
    })
  })
})
