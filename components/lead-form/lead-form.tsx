'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react'
import { useForm, type FieldErrors } from 'react-hook-form'
import { toast, Toaster } from 'sonner'
import { submitLeadAction } from '@/components/lead-form/submit-lead-action'
import { leadMessages } from '@/lib/leads/messages'
import {
  emptyLeadForm,
  firstErrorMessage,
  leadSchema,
  type LeadFieldErrors,
  type LeadFormInput,
  type LeadFormValues,
} from '@/lib/validations/lead'
import { leadFields } from '@/supabase/functions/_shared/lead-fields'
import { useHydrated } from '@/components/ui/use-hydrated'
import type { ShownEstimate } from '@/lib/leads/attached-estimate'
import { ChangedEstimateNote } from './estimate-note'
import { LeadFormFields, type AttachedEstimate, type LeadContact, type PrivacyInfo } from './lead-form-fields'
import { readLeadSource } from './read-lead-source'
import { restoreFocus, type LeadFormTakeOver } from './take-over'

export type { PrivacyInfo } from './lead-form-fields'

function messagesOf(errors: FieldErrors<LeadFormInput>): LeadFieldErrors {
  const messages: LeadFieldErrors = {}
  for (const { name } of leadFields) {
    const message = errors[name]?.message
    if (typeof message === 'string') messages[name] = message
  }
  return messages
}

/**
 * The quote and contact form: validated in the browser and again by the server
 * action, with the same schema. On the site it is loaded on demand by
 * LeadFormLoader, which passes its ids and, in `takeOver`, what the visitor
 * did in the light shell before this code arrived.
 */
export function LeadForm({
  privacyInfo,
  contact,
  idPrefix,
  takeOver,
  estimate,
}: {
  privacyInfo: PrivacyInfo
  contact: LeadContact
  /** The shell's id prefix, so that ids do not change when this form replaces it. */
  idPrefix?: string
  takeOver?: LeadFormTakeOver
  /** A savings estimate to send with the request. */
  estimate?: AttachedEstimate
}) {
  const ownId = useId()
  const id = idPrefix ?? ownId
  const formRef = useRef<HTMLFormElement>(null)
  // The shell's state is read once, when this form replaces it.
  const [initial] = useState(takeOver)
  // Until the form's JavaScript runs, a native submit would send the visitor's
  // data nowhere useful (and, as a GET, into the address bar): the button waits.
  const hydrated = useHydrated()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LeadFormInput, unknown, LeadFormValues>({
    resolver: zodResolver(leadSchema),
    defaultValues: initial?.values ?? emptyLeadForm,
  })

  // Give the focus back to the control that had it in the shell, before the
  // browser handles the next key (layout effect: same task as the swap).
  useLayoutEffect(() => {
    if (formRef.current && initial?.focusIndex !== undefined)
      restoreFocus(formRef.current, initial.focusIndex)
  }, [initial])

  // The server's own estimate when it differed from the one shown, for the estimate it answered about:
  // a new result from the calculator puts the visitor's back.
  const [changed, setChanged] = useState<{ of: AttachedEstimate; shown: ShownEstimate } | null>(null)
  const serverEstimate = estimate && changed?.of === estimate ? changed.shown : null

  const onValid = async (values: LeadFormValues) => {
    // Once the visitor has read the server's estimate, sending again says it is the one they saw.
    const sent = estimate && {
      input: estimate.toSend.input,
      shown: serverEstimate ? serverEstimate.stored.estimate : estimate.toSend.shown,
    }
    try {
      const result = await submitLeadAction({ ...values, source: readLeadSource(), estimate: sent })
      if (result.ok) {
        toast.success(result.message)
        reset(emptyLeadForm)
        return
      }
      if ('estimateChanged' in result) {
        if (estimate) setChanged({ of: estimate, shown: result.estimateChanged })
        toast.warning(result.message)
        return
      }
      toast.error(result.message)
      for (const [field, message] of Object.entries(result.fieldErrors ?? {})) {
        setError(field as keyof LeadFormInput, { message })
      }
    } catch {
      toast.error(leadMessages.failure)
    }
  }

  const onInvalid = (fieldErrors: FieldErrors<LeadFormInput>) => {
    const message = firstErrorMessage(messagesOf(fieldErrors))
    if (message) toast.error(message)
  }

  // A second submit while the first is on its way is ignored.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (isSubmitting) {
      event.preventDefault()
      return
    }
    return handleSubmit(onValid, onInvalid)(event)
  }

  return (
    <>
      <LeadFormFields
        id={id}
        control={(name) => register(name)}
        errors={messagesOf(errors)}
        privacyInfo={privacyInfo}
        contact={contact}
        canSubmit={hydrated}
        submitting={isSubmitting}
        privacyOpen={initial?.privacyOpen}
        form={{ ref: formRef, onSubmit }}
        attachment={serverEstimate ? <ChangedEstimateNote lines={serverEstimate.lines} /> : estimate?.note}
      />
      <Toaster position="top-center" richColors closeButton toastOptions={{ duration: 6000 }} />
    </>
  )
}
