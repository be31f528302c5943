import { randomUUID } from 'node:crypto'
import type { InboxLead, NewLead } from '@/lib/data/types'
import { leadFromForm } from '@/supabase/functions/_shared/lead-fields'
import { emptyLeadForm } from '@/lib/validations/lead'

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

/** A lead as the server stores it: Ana from Cieza, with no company or phone, unless `fields` say otherwise. */
export function sampleLead(fields: Partial<NewLead> = {}): NewLead {
  return { id: randomUUID(), ...leadFromForm(validLeadForm), ...fields }
}

/** A stored lead as the inbox reads it: new, with no notification record, unless `fields` say otherwise. */
export function sampleInboxLead(fields: Partial<InboxLead> = {}): InboxLead {
  return {
    ...sampleLead(),
    createdAt: '2026-07-05T07:05:00.000Z',
    handledAt: null,
    handledByEmail: null,
    notification: null,
    ...fields,
  }
}

/**
 * A stored lead that gerencia@example.com handled late on 24 December (UTC; Christmas Day in Madrid),
 * its notification waiting for a retry after 3 attempts.
 */
export function handledInboxLead(fields: Partial<InboxLead> = {}): InboxLead {
  return sampleInboxLead({
    handledAt: '2026-12-24T23:30:00.000Z',
    handledByEmail: 'gerencia@example.com',
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
