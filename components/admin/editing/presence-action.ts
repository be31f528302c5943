'use server'

import { z } from 'zod'
import { adminAction } from '@/lib/admin/action'
import { someone } from '@/lib/admin/page-changed'
import { beatPagePresence } from '@/lib/data'
import { findSeoConfig } from '@/lib/staff-pages/registry'

// The editors' heartbeat: who else is editing a page. It informs, never blocks.

const beatSchema = z.object({ path: z.string().max(200), editing: z.boolean() })

/**
 * Marks the page as being edited by this admin when `editing` (unsaved
 * changes), and answers the other admins who did in the last 2 minutes, as
 * 'Ana (ana@example.com)'.
 */
export const pageEditorsAction = adminAction<typeof beatSchema, { editors: string[] }>(
  beatSchema,
  async ({ path, editing }, admin) => {
    if (!(await findSeoConfig(path, admin))) return { ok: false, message: 'Esa página no existe en el sitio' }
    const editors = await beatPagePresence(path, editing, admin)
    return { ok: true, data: { editors: editors.map((editor) => someone(editor.email)) } }
  },
  { failure: 'No se pudo saber quién más edita la página' },
)
