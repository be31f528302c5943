import type { LeadField } from '@/supabase/functions/_shared/lead-fields'
import type { leadSourceFields } from '@/supabase/functions/_shared/lead-source-fields'

type LabelledField = { key: LeadField['key'] | (typeof leadSourceFields)[number]['key']; label: string }

// The form's and the database's names for these fields are no words for office staff:
// the admin and its CSV call them by what they are.
const plainLabels: Partial<Record<LabelledField['key'], string>> = {
  email: 'Correo',
  utmSource: 'Campaña: origen',
  utmMedium: 'Campaña: medio',
  utmCampaign: 'Campaña: nombre',
  utmTerm: 'Campaña: palabra clave',
  utmContent: 'Campaña: anuncio',
}

/** A lead field's name as staff read it in the inbox, a lead's page and the CSV. */
export const staffLabel = (field: LabelledField) => plainLabels[field.key] ?? field.label
