'use client'

import { PageForm } from '@/components/admin/page-form'
import { PendingSubmit } from '@/components/admin/pending-submit'
import { useToastedAction } from '@/components/admin/use-toasted-action'
import { DateField } from '@/components/ui/date-field'
import { saveReviewDateAction } from './review-date-action'

/** 'Revisar antes de', its own small form: saved at once, without publishing the page. */
export function ReviewDateForm({ path, reviewBefore }: { path: string; reviewBefore: string | null }) {
  const [state, formAction, pending] = useToastedAction(saveReviewDateAction, 'Fecha guardada')
  const parts = {
    hint: 'El panel avisa cuando pasa esta fecha. Vacía: sin aviso. Se guarda sin publicar la página.',
    error: state && !state.ok ? (state.fieldErrors?.reviewBefore ?? state.message) : undefined,
  }
  return (
    <PageForm
      action={formAction}
      path={path}
      aria-label="Fecha de revisión"
      className="mt-6 flex flex-wrap items-end gap-3 rounded-lg border border-line bg-white p-4"
    >
      <DateField
        id="revisar-antes"
        name="reviewBefore"
        label="Revisar antes de"
        value={reviewBefore ?? ''}
        {...parts}
        className="w-full sm:w-auto"
      />
      <PendingSubmit pending={pending} label="Guardar fecha" variant="secondary" />
    </PageForm>
  )
}
