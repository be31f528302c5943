import { z } from 'zod'

// What the Search Console import form sends beside the file (in X-Busquedas-Datos):
// the period's two days as staff typed them (lib/search/period.ts reads them) and
// whether to replace the periods it overlaps.

const typedDay = z.string().transform((day) => day.slice(0, 20))

export const searchImportDetailsSchema = z.object({
  inicio: typedDay,
  fin: typedDay,
  reemplazar: z.boolean(),
})

export type SearchImportDetails = z.input<typeof searchImportDetailsSchema>
