'use client'

import { useActionState, useState } from 'react'
import { AnswerStatus } from '@/components/admin/answer-status'
import { PendingSubmit } from '@/components/admin/pending-submit'
import { FormField, controlProps, inputClass } from '@/components/ui/form-field'
import { buttonClasses } from '@/components/ui/button'
import type { ActionResult } from '@/lib/admin/action'
import { formatLeadDate } from '@/lib/leads/inbox-format'
import { inviteColleagueAction, type InvitationLink, type InviteAnswer } from './team-actions'

const fieldId = 'invitar-correo'

/**
 * Invites a colleague by their address. Locally the answer is a one-time link
 * to hand over, shown with 'Copiar enlace'; an address whose invitation is
 * still pending is offered a new link, which replaces the old one.
 */
export function InviteForm() {
  const [email, setEmail] = useState('')
  const [result, action, pending] = useActionState<ActionResult<InviteAnswer> | null, FormData>(
    async (previous, data) => {
      const answer = await inviteColleagueAction(previous, data)
      if (answer.ok) setEmail('')
      return answer
    },
    null,
  )
  const error = result && !result.ok ? result.fieldErrors?.email : undefined
  const pendingFor = result && !result.ok && result.data?.pending ? result.data.email : null
  return (
    <>
      <form action={action} noValidate className="mt-4 grid max-w-xl gap-4">
        <FormField id={fieldId} label="Correo de la persona" marker="required" error={error}>
          <input
            name="email"
            type="email"
            autoComplete="off"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            className={inputClass}
            {...controlProps(fieldId, { error })}
          />
        </FormField>
        <div className="flex flex-wrap items-center gap-3">
          <PendingSubmit pending={pending} label="Invitar" />
          {pendingFor ? (
            <button
              type="submit"
              name="replace"
              value="1"
              aria-disabled={pending}
              className={buttonClasses('secondary', 'min-h-11 px-5 py-2 text-sm')}
            >
              Crear un enlace nuevo
            </button>
          ) : null}
        </div>
        <AnswerStatus result={result} shownAt={error} />
      </form>
      {result?.ok && result.data?.link ? (
        <InvitationLinkBox email={result.data.email} link={result.data.link} />
      ) : null}
    </>
  )
}

/** The link to hand over, on this site's own address, with its expiry and a button that copies it. */
function InvitationLinkBox({ email, link }: { email: string; link: InvitationLink }) {
  const url = new URL(link.path, window.location.origin).href
  const [copied, setCopied] = useState<boolean | null>(null)
  return (
    <div className="mt-4 max-w-2xl rounded-(--radius-card) border border-line bg-white p-4">
      <p>
        Da este enlace a {email} (solo a esa persona): al abrirlo, crea su cuenta y entra en el panel. Sirve
        una vez, hasta el {formatLeadDate(link.expiresAt)}.
      </p>
      <label htmlFor="enlace-invitacion" className="mt-3 block font-semibold text-brand-900">
        Enlace de invitación
      </label>
      <input
        id="enlace-invitacion"
        readOnly
        value={url}
        className={inputClass}
        onFocus={(e) => e.target.select()}
      />
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={buttonClasses('secondary', 'min-h-11 px-5 py-2 text-sm')}
          onClick={() =>
            navigator.clipboard.writeText(url).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          Copiar enlace
        </button>
        <p role="status" className="text-sm text-muted">
          {copied === true
            ? 'Enlace copiado.'
            : copied === false
              ? 'No se pudo copiar: selecciona el enlace y cópialo.'
              : ''}
        </p>
      </div>
    </div>
  )
}
