import 'server-only'
import { draftMode } from 'next/headers'
import { cache } from 'react'
import { z } from 'zod'
import { fillTemplate, localFactsSchema, pageTemplates, type TemplatePage } from '@/content/templates'
import { getSessionUser } from '@/lib/auth/session'
import type { SessionUser } from '@/lib/auth/types'
import {
  getEditablePage,
  guideContentSchema,
  landingContentSchema,
  type EditablePage,
} from '@/lib/content/editable-pages'
import { listPublishedStaffPages, listStaffPages } from '@/lib/data'
import { fromSearchCopy, getSeoConfig } from '@/lib/seo/config'
import type { BuiltInSeo } from '@/lib/seo/types'
import type { StaffPage } from './types'

// A staff page is a page like the built-in ones for everything that reads a
// page by its path: its built-in content and SEO record are its template's
// (what 'back to the original' brings back), its stored rows are its own.
// Visitors and the build know the published staff pages (read as a visitor,
// failing like every read of what visitors see); an admin, every one.

/** A town page's content: a landing page's, with the town's own facts required. */
const townContentSchema = landingContentSchema.extend({ local: localFactsSchema })

function editablePart(page: TemplatePage): Record<string, unknown> {
  return Object.fromEntries(Object.entries(page).filter(([key]) => key !== 'seo'))
}

export function staffEditablePage({ path, template }: StaffPage): EditablePage {
  const { guide, local } = pageTemplates[template]
  const schema = local ? townContentSchema : guide ? guideContentSchema : landingContentSchema
  return {
    path,
    builtIn: editablePart(fillTemplate(template, null)),
    schema: schema as z.ZodType<Record<string, unknown>>,
    reviewBefore: null,
  }
}

export function staffSeoConfig({ path, template }: StaffPage): BuiltInSeo {
  return seoOf(path, fillTemplate(template, null))
}

/** The SEO record of a page made from a template, as it is created: its title, H1, FAQs. */
export function seoOf(path: string, page: TemplatePage): BuiltInSeo {
  return fromSearchCopy(path, page.seo, {
    h1: page.hero.h1,
    h2Primary: page.sections[0]?.heading ?? '',
    faqs: page.faq.items,
  })
}

/** The staff pages `admin` sees (every one), or a visitor (the published ones). */
export const staffPagesFor = cache(async (admin: SessionUser | null = null): Promise<StaffPage[]> =>
  admin?.isAdmin ? listStaffPages(admin) : listPublishedStaffPages(),
)

/** The addresses of the published staff pages: links may lead there. */
export const publishedStaffPaths = async () => new Set((await staffPagesFor(null)).map((page) => page.path))

const staffPageAt = async (path: string, admin: SessionUser | null) =>
  (await staffPagesFor(admin)).find((page) => page.path === path)

/** In Draft Mode, the signed-in admin (a preview of a page not yet published); else no one. */
export async function previewingAdmin(): Promise<SessionUser | null> {
  if (!(await draftMode()).isEnabled) return null
  const user = await getSessionUser()
  return user?.isAdmin ? user : null
}

/** A built-in page's editable content, else a staff page's. Built-in pages are never read from the store. */
export async function findEditablePage(path: string, admin: SessionUser | null = null) {
  const builtIn = getEditablePage(path)
  if (builtIn) return builtIn
  const page = await staffPageAt(path, admin)
  return page ? staffEditablePage(page) : undefined
}

/** A built-in page's SEO record, else a staff page's. */
export async function findSeoConfig(path: string, admin: SessionUser | null = null) {
  const builtIn = getSeoConfig(path)
  if (builtIn) return builtIn
  const page = await staffPageAt(path, admin)
  return page ? staffSeoConfig(page) : undefined
}
