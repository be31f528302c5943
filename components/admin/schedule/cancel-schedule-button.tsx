'use client'

import { PendingSubmit } from '@/components/admin/pending-submit'
import { useToastedAction } from '@/components/admin/use-toasted-action'
import { cancelScheduleAction } from './schedule-actions'

/** Cancels a page's scheduled publication (the editor's 'Cancelar programación', the dashboard's 'Cancelar'). */
export function CancelScheduleButton({ path, label }: { path: string; label: string }) {
  const [, formAction, pending] = useToastedAction(cancelScheduleAction, 'Programación cancelada')
  return (
    <form action={formAction}>
      <input type="hidden" name="path" value={path} />
      <PendingSubmit pending={pending} label={label} variant="secondary" />
    </form>
  )
}
