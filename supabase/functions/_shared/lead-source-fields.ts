// Where a lead came from: the page credited with it, the page the form was on,
// the previous page of this site, the external site's host and the address's
// utm_* values. The form reports them (no cookie, no browser storage); the
// server checks them and stores null for anything it cannot vouch for. Staff
// read them in the inbox, its CSV and the notification e-mail; they serve for
// display and counting only. Plain data, loaded by Deno and Node alike.

export const leadSourceFields = [
  { key: 'sourcePage', column: 'source_page', label: 'Página de origen' },
  { key: 'formPage', column: 'form_page', label: 'Página del formulario' },
  { key: 'previousPage', column: 'previous_page', label: 'Página anterior' },
  { key: 'referrerHost', column: 'referrer_host', label: 'Web de procedencia' },
  { key: 'utmSource', column: 'utm_source', label: 'utm_source' },
  { key: 'utmMedium', column: 'utm_medium', label: 'utm_medium' },
  { key: 'utmCampaign', column: 'utm_campaign', label: 'utm_campaign' },
  { key: 'utmTerm', column: 'utm_term', label: 'utm_term' },
  { key: 'utmContent', column: 'utm_content', label: 'utm_content' },
] as const

type SourceField = (typeof leadSourceFields)[number]

export type LeadSource = { [F in SourceField as F['key']]: string | null }
export type LeadSourceColumns = { [F in SourceField as F['column']]: string | null }

/** A source with nothing known. */
export const unknownSource = Object.fromEntries(
  leadSourceFields.map((field) => [field.key, null]),
) as LeadSource

/** A lead's source from a row of public.leads (or a view with its columns); a missing column is null. */
export function leadSourceFromColumns(row: Partial<LeadSourceColumns>): LeadSource {
  return Object.fromEntries(
    leadSourceFields.map((field) => [field.key, row[field.column] ?? null]),
  ) as LeadSource
}

export function leadSourceToColumns(source: LeadSource): LeadSourceColumns {
  return Object.fromEntries(
    leadSourceFields.map((field) => [field.column, source[field.key]]),
  ) as LeadSourceColumns
}

/** The values that are known, labelled, in the list's order. */
export const knownSourceEntries = (source: LeadSource) =>
  leadSourceFields.flatMap((field) => {
    const value = source[field.key]
    return value === null ? [] : [{ label: field.label, value }]
  })
