import { DataError } from '@/lib/data/types'
import { localBackendForEachTest } from '../support/local-backend'
import { sampleLead } from '../support/leads'

const { world, backend } = localBackendForEachTest()

const lead = sampleLead({
  email: 'maria@example.com',
  name: 'María Pérez',
  message: '¿Cuánto cuesta una instalación de 5 kW? <b>gracias</b>',
})

describe('local backend', () => {
  it('stores a lead once, with its values as plain data', async () => {
    await backend().leads.insert(lead)
    const { rows } = await world.db.query(
      'select id, email, name, company, city, phone, message, privacy_accepted, communication_consent from leads',
    )
    expect(rows).toEqual([
      {
        id: lead.id,
        email: lead.email,
        name: lead.name,
        company: null,
        city: 'Cieza',
        phone: null,
        message: lead.message,
        privacy_accepted: true,
        communication_consent: false,
      },
    ])
  })

  it('refuses a lead without privacy accepted and stores nothing', async () => {
    await expect(backend().leads.insert({ ...lead, privacyAccepted: false })).rejects.toBeInstanceOf(
      DataError,
    )
    expect((await world.db.query('select * from leads')).rows).toHaveLength(0)
  })

  it('refuses a lead over the column limits and stores nothing', async () => {
    await expect(backend().leads.insert({ ...lead, message: 'x'.repeat(2001) })).rejects.toThrow(
      'Error al guardar los datos',
    )
    expect((await world.db.query('select * from leads')).rows).toHaveLength(0)
  })

  it('reads one stored SEO record by path, and lists them in path order', async () => {
    await world.db.query(
      `insert into seo_pages (path, title, description, h1, keywords, faqs)
       values ('/b', 'Título B', 'Desc B', 'H1 B', '{uno,dos}', '[{"question":"¿P?","answer":"R"}]'),
              ('/a', 'Título A', 'Desc A', 'H1 A', '{}', '[]')`,
    )
    const record = await backend().seoPages.get('/b')
    expect(record).toMatchObject({
      path: '/b',
      title: 'Título B',
      h1: 'H1 B',
      keywords: ['uno', 'dos'],
      faqs: [{ question: '¿P?', answer: 'R' }],
      robots: 'index,follow',
      ogType: 'website',
      schemaType: 'WebPage',
      additionalSchema: null,
    })
    expect(await backend().seoPages.get('/nada')).toBeNull()
    expect((await backend().seoPages.list()).map((page) => page.path)).toEqual(['/a', '/b'])
  })
})
