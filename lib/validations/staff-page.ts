import { z } from 'zod'
import { localFactsSchema, templateIds } from '@/content/templates'

// 'Nueva página': the template, its title if staff give one (the page's H1
// and SEO title, else the template's), the address (checked in full on the
// server, lib/staff-pages/path.ts, as it depends on what is stored) and, for a
// town page, the town's own facts, which the page cannot go without.

const address = z
  .string({ error: 'Escribe la dirección' })
  .max(200, { error: 'La dirección es demasiado larga' })

export const newStaffPageSchema = z
  .object({
    template: z.enum(templateIds, { error: 'Elige una plantilla' }),
    title: z.string().trim().max(70, { error: 'El título puede tener como mucho 70 caracteres' }).optional(),
    path: address,
    town: z.string().optional(),
    sunHours: z.string().optional(),
    irradiation: z.string().optional(),
    reference: z.string().optional(),
    area: z.string().optional(),
  })
  .superRefine((input, context) => {
    if (input.template !== 'placas-localidad') return
    const { town, sunHours, irradiation, reference, area } = input
    const parsed = localFactsSchema.safeParse({ town, sunHours, irradiation, reference, area })
    for (const issue of parsed.error?.issues ?? [])
      context.addIssue({ code: 'custom', path: issue.path, message: issue.message })
  })

/** Moving a page, or taking it off the site (with where its address then leads, if anywhere). */
export const renameStaffPageSchema = z.object({ path: address, newPath: address })
export const removeStaffPageSchema = z.object({
  path: address,
  intent: z.enum(['unpublish', 'delete'], { error: 'Elige qué hacer con la página' }),
  redirectTo: z.string().max(500, { error: 'La dirección es demasiado larga' }).optional(),
})
