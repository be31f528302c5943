import { randomUUID } from 'node:crypto'
import type { NewLead } from '@/lib/data/types'
import type { InboxLead } from '@/lib/leads/types'
import { leadFromForm } from '@/supabase/functions/_shared/lead-fields'
import { unknownSource } from '@/supabase/functions/_shared/lead-source-fields'
import { emptyLeadForm } from '@/lib/validations/lead'
import type { PGlite } from '@electric-sql/pglite'
import { createLocalBackend } from '@/lib/data/local/backend'
import { createRateLimiter } from '@/lib/limits/memory'
import type { EstimateSources } from '@/lib/leads/attached-estimate'
import type { SubmitLeadDeps } from '@/lib/leads/submit-lead'
import { builtInFiguresVersion, builtInSavingsFigures } from '@/lib/savings/published-figures'

// Sample leads for tests: each test names the values it is about and takes the rest from here.

/** A valid submission of the quote form, by control name, its optional fields left empty. */
export const validLeadForm = {
  ...emptyLeadForm,
  email: 'ana@example.com',
  nombre: 'Ana',
  ciudad: 'Cieza',
  mensaje: 'Quiero placas solares',
  aceptaPrivacidad: true,
}

/**
 * Every field of a lead empty or unchecked: the base that tests spread under the
 * values they check, so that a new optional field reads as null without editing them.
 */
export const blankLead = leadFromForm(emptyLeadForm)

/**
 * A lead as the server stores it: Ana from Cieza, with no company or phone, no
 * known source and no savings estimate, unless `fields` say otherwise.
 */
export function sampleLead(fields: Partial<NewLead> = {}): NewLead {
  return {
    id: randomUUID(),
    ...leadFromForm(validLeadForm),
    source: unknownSource,
    estimate: null,
    ...fields,
  }
}

/** A stored lead as the inbox reads it: new, with no notification record, unless `fields` say otherwise. */
export function sampleInboxLead(fields: Partial<InboxLead> = {}): InboxLead {
  return {
    ...sampleLead(),
    createdAt: '2026-07-05T07:05:00.000Z',
    status: 'new',
    notification: null,
    ...fields,
  }
}

/** Where a campaign's visitor came from: Google's ad, the Murcia page, then the quote page. */
export const campaignSource = {
  ...unknownSource,
  sourcePage: '/instalacion-placas-murcia',
  formPage: '/solicitar-presupuesto',
  previousPage: '/instalacion-placas-murcia',
  referrerHost: 'www.google.com',
  utmSource: 'google',
  utmMedium: 'cpc',
}

/** The same source as the columns of a stored lead. */
export const campaignSourceColumns = {
  source_page: '/instalacion-placas-murcia',
  form_page: '/solicitar-presupuesto',
  previous_page: '/instalacion-placas-murcia',
  referrer_host: 'www.google.com',
  utm_source: 'google',
  utm_medium: 'cpc',
  utm_campaign: null,
  utm_term: null,
  utm_content: null,
}

/** A stored lead from the campaign above that was sent a quote, its notification waiting for a retry after 3 attempts. */
export function quotedInboxLead(fields: Partial<InboxLead> = {}): InboxLead {
  return sampleInboxLead({
    status: 'quote_sent',
    source: campaignSource,
    notification: { status: 'pending', attempts: 3, lastError: 'SMTP 451', sentAt: null },
    ...fields,
  })
}

/** What every page gives the quote form: the privacy notice's first layer and the company's contact. */
export const leadFormProps = {
  privacyInfo: {
    heading: 'Información básica sobre protección de datos',
    rows: [{ label: 'Responsable', text: 'Solar y Electricidad Cieza' }],
  },
  contact: { email: 'contacto@example.com', phone: '600 000 000' },
}

/** The columns of a lead the form and the database's checks accept, with `changes` over them. */
export const leadRow = (changes: Record<string, unknown> = {}) => ({
  email: 'ana@example.com',
  name: 'Ana',
  city: 'Cieza',
  message: 'Quiero placas',
  privacy_accepted: true,
  ...changes,
})

/** A savings estimate as a lead stores it: a home in Cieza, worked out with the figures published on 20/11/2026. */
export const sampleEstimate = {
  version: '2026-11-20T10:00:00.000Z',
  input: { town: 'Cieza', monthlyBill: 90 },
  estimate: { systemKw: { low: 3, high: 4 }, yearlySaving: { low: 600, high: 800 } },
  summary: [
    { label: 'Instalación', value: '3 – 4 kW' },
    { label: 'Ahorro al año', value: '600 € – 800 €' },
  ],
}

/** Where a submission's estimate is worked out again: the repository's figures, on Sunday 29 November 2026. */
export const builtInEstimates: EstimateSources = {
  figures: async () => ({ figures: builtInSavingsFigures, version: builtInFiguresVersion }),
  today: () => '2026-11-29',
}

/** What submitLead needs over the test's database (read when called): ids of notified leads go to `notified`. */
export function submitDeps(
  db: () => PGlite,
  notified: string[],
  overrides: Partial<SubmitLeadDeps> = {},
): SubmitLeadDeps {
  return {
    clientKey: '203.0.113.7',
    limiter: createRateLimiter({ max: 1000, windowMs: 60_000 }),
    insert: createLocalBackend(async () => db()).leads.insert,
    publishedStaffPaths: async () => new Set(),
    notify: (leadId) => notified.push(leadId),
    estimates: builtInEstimates,
    ...overrides,
  }
}
