'use server'

import { refresh } from 'next/cache'
import { z } from 'zod'
import { adminAction } from '@/lib/admin/action'
import { leadStatuses } from '@/lib/leads/types'
import { addLeadNote, setLeadStatus } from '@/lib/data'
import { leadStatusLabels } from '@/lib/leads/inbox-format'
import { isLeadId } from '@/lib/leads/inbox-params'
import { MAX_NOTE_LENGTH } from '@/lib/leads/note-length'
import { getTestEmailSender } from '@/lib/notifications/senders'

// The inbox's writes. The database functions check the admin right once more
// and record who did what and when: none of it comes from the browser.

const invalid = 'La solicitud no es válida.'
const leadId = z.string({ error: invalid }).refine(isLeadId, invalid)
const notAdmin = 'Tu cuenta no tiene permiso para gestionar las solicitudes.'

const statusSchema = z.object({
  id: leadId,
  status: z.enum(leadStatuses, { error: 'Elige un estado de la lista.' }),
})

export const setLeadStatusAction = adminAction(
  statusSchema,
  async ({ id, status }, admin) => {
    await setLeadStatus(id, status, admin)
    // The lead's page (its state and history) and, on the way back, the list show the change.
    refresh()
    return { ok: true, message: `Estado guardado: ${leadStatusLabels[status]}.` }
  },
  { failure: 'No se pudo guardar el estado. Inténtalo de nuevo.', notAdmin },
)

const noteSchema = z.object({
  id: leadId,
  body: z
    .string({ error: 'Escribe la nota.' })
    .trim()
    .min(1, 'Escribe la nota.')
    .max(MAX_NOTE_LENGTH, `La nota no puede superar los ${MAX_NOTE_LENGTH} caracteres.`),
})

export const addLeadNoteAction = adminAction(
  noteSchema,
  async ({ id, body }, admin) => {
    await addLeadNote(id, body, admin)
    refresh()
    return { ok: true, message: 'Nota añadida.' }
  },
  { failure: 'No se pudo guardar la nota. Inténtalo de nuevo.', notAdmin },
)

// The transport's own answer goes back to the admin, an error's message included: it is what
// they need to mend SMTP_URL, and only an admin sees it.
export const sendTestEmailAction = adminAction(
  z.object({}),
  async () => {
    try {
      const answer = await getTestEmailSender()()
      switch (answer.outcome) {
        case 'logged':
          return {
            ok: true,
            message:
              'Correo sin configurar: el correo de prueba solo se ha escrito en el registro del servidor.',
          }
        case 'key-refused':
          return {
            ok: false,
            message:
              `El servicio de correo rechaza su clave, EMAIL_API_KEY (${answer.reason}): hasta que se guarde ` +
              'una clave válida en los secretos de Supabase, no saldrá ningún aviso de solicitud.',
          }
        case 'sent':
          return {
            ok: true,
            message: `Correo de prueba enviado a ${answer.to}. Respuesta del servidor: ${answer.response}`,
          }
      }
    } catch (error) {
      console.error('Test e-mail failed', error)
      const reason = error instanceof Error ? error.message : String(error)
      return { ok: false, message: `El servidor de correo no aceptó el correo de prueba: ${reason}` }
    }
  },
  { failure: 'No se pudo enviar el correo de prueba. Inténtalo de nuevo.', notAdmin },
)
