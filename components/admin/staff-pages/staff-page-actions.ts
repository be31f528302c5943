'use server'

import { refresh } from 'next/cache'
import { checkRedirect } from '@/lib/paths/check-redirect'
import { redirectContext } from '@/lib/paths/context'
import { adminAction, type ActionResult } from '@/lib/admin/action'
import type { SessionUser } from '@/lib/auth/types'
import {
  createStaffPage,
  deleteStaffPage,
  listSiteRedirects,
  listStaffPages,
  renameStaffPage,
  unpublishStaffPage,
} from '@/lib/data'
import { regeneratePages } from '@/lib/page-cache'
import { editorHref } from '@/lib/seo/dashboard-path'
import { checkPagePath } from '@/lib/staff-pages/path'
import { firstDraft } from '@/lib/staff-pages/create'
import {
  newStaffPageSchema,
  removeStaffPageSchema,
  renameStaffPageSchema,
} from '@/lib/validations/staff-page'

// 'Nueva página' and what staff do with a page they created: rename it,
// take it off the site, delete it. The address is checked here (built-in
// pages, staff pages, redirects, reserved paths); the database repeats what it
// can see. Each write regenerates the addresses it changed.

const notAdmin = 'Tu cuenta no tiene permiso para crear o cambiar páginas.'

/** Where the page's editor opens. */
type Opened = ActionResult<{ href: string }>

async function pathContext(admin: SessionUser) {
  const [pages, redirects] = await Promise.all([listStaffPages(admin), listSiteRedirects(admin)])
  return { pages, staffPaths: new Set(pages.map((page) => page.path)), redirects }
}

export const createStaffPageAction = adminAction(
  newStaffPageSchema,
  async ({ template, title, path: input, ...facts }, admin): Promise<Opened> => {
    const address = checkPagePath(input, await pathContext(admin))
    if (!address.ok) return { ok: false, message: address.message, fieldErrors: { path: address.message } }
    const local = template === 'placas-localidad' ? (facts as Required<typeof facts>) : null
    const draft = firstDraft(template, address.path, local, title || null)
    await createStaffPage({ path: address.path, template, ...draft }, admin)
    refresh()
    return { ok: true, message: 'Página creada', data: { href: editorHref(address.path, {}, 'contenido') } }
  },
  { failure: 'No se pudo crear la página', notAdmin },
)

export const renameStaffPageAction = adminAction(
  renameStaffPageSchema,
  async ({ path, newPath }, admin): Promise<Opened> => {
    const context = await pathContext(admin)
    if (!context.staffPaths.has(path))
      return { ok: false, message: 'Esa página no se creó aquí: no se puede mover' }
    const address = checkPagePath(newPath, {
      ...context,
      // The redirect a previous move left at the new address, back to this page, goes with this move.
      redirects: context.redirects.filter((rule) => !(rule.source === newPath && rule.destination === path)),
    })
    if (!address.ok) return { ok: false, message: address.message, fieldErrors: { newPath: address.message } }
    await renameStaffPage(path, address.path, admin)
    regeneratePages(path, address.path)
    return {
      ok: true,
      message: `Dirección cambiada: ${address.path}. La antigua, ${path}, lleva a la nueva.`,
      data: { href: editorHref(address.path, {}, 'contenido') },
    }
  },
  { failure: 'No se pudo mover la página', notAdmin },
)

export const removeStaffPageAction = adminAction(
  removeStaffPageSchema,
  async ({ path, intent, redirectTo }, admin): Promise<Opened> => {
    const page = (await listStaffPages(admin)).find((candidate) => candidate.path === path)
    if (!page) return { ok: false, message: 'Esa página no se creó aquí: no se puede quitar' }
    if (intent === 'unpublish' && page.status !== 'published')
      return { ok: false, message: 'La página no está publicada' }
    let destination: string | null = null
    if (redirectTo?.trim()) {
      // The page goes, so its address is checked as one with no page; the redirects that led to it
      // will lead where it does (the database re-points them), so they form no chain.
      const context = await redirectContext(admin)
      const rule = checkRedirect(
        { source: path, destination: redirectTo },
        {
          redirects: context.redirects.filter((other) => other.destination !== path),
          isLivePage: (candidate) => candidate !== path && context.isLivePage(candidate),
          isStaffPage: (candidate) => candidate !== path && context.isStaffPage(candidate),
        },
      )
      if (!rule.ok) return { ok: false, message: rule.message, fieldErrors: { redirectTo: rule.message } }
      destination = rule.rule.destination
    }
    const takeOff = intent === 'unpublish' ? unpublishStaffPage : deleteStaffPage
    await takeOff({ path, redirectTo: destination }, admin)
    regeneratePages(path)
    const done = intent === 'unpublish' ? 'Página retirada del sitio' : 'Página borrada'
    return {
      ok: true,
      message: destination
        ? `${done}; su dirección lleva a ${destination}`
        : `${done}; su dirección responde 404`,
      data: { href: intent === 'delete' ? '/seo-dashboard' : editorHref(path, {}, 'contenido') },
    }
  },
  { failure: 'No se pudo quitar la página', notAdmin },
)
