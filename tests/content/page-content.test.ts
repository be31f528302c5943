import { getLandingPage } from '@/content/pages'
import { applyStoredContent } from '@/lib/content/apply-stored'
import { getEditablePage } from '@/lib/content/editable-pages'
import { getPageContentState } from '@/lib/content/page-content'
import { localDbWithAdminAndStaff } from '../support/admin-fixture'

// Whether a page ends with the contact section is its structure: content
// published while the form still offered 'Añadir contacto' and 'Quitar contacto'
// reads, and the page shows the contact section exactly where its route has one.

jest.mock('next/headers', () => ({
  cookies: jest.fn(),
  headers: jest.fn(),
  draftMode: async () => ({ isEnabled: false }),
}))
jest.mock('@/lib/db/database', () => ({ getLocalDb: jest.fn() }))
jest.mock('@/lib/auth/local/secret', () => ({ localAuthSecret: () => 'clave-de-prueba-'.repeat(3) }))

const local = localDbWithAdminAndStaff()
const contact = { heading: 'Pide tu estudio gratis', intro: 'Te llamamos en 24 horas.' }

async function published(path: string, content: Record<string, unknown>) {
  await local.db.query('insert into public.page_content (path, content) values ($1, $2)', [path, content])
  return applyStoredContent(getLandingPage(path), (await getPageContentState(path)).content)
}

it('shows no contact section on a landing page whose published content added one', async () => {
  const path = '/instalacion-placas-solares'
  const page = await published(path, { ...getEditablePage(path)!.builtIn, contact })
  expect(page).not.toHaveProperty('contact')
})

it('keeps the contact section of a guide whose published content removed it', async () => {
  const path = '/ayudas-placas-solares'
  const content = { ...getEditablePage(path)!.builtIn }
  delete content.contact
  expect((await published(path, content)).contact).toEqual(getLandingPage(path).contact)
})
