'use client'

import { useTransition } from 'react'
import { toast } from 'sonner'
import { PageForm } from '@/components/admin/page-form'
import { PendingSubmit } from '@/components/admin/pending-submit'
import { cancelScheduleAction } from './schedule-actions'

/**
 * Cancels a page's scheduled publication (the editor's 'Cancelar programación', the dashboard's
 * 'Cancelar'). The toast is raised here, not from the answer's state: the button goes away with
 * the schedule it cancelled.
 */
export function CancelScheduleButton({ path, label }: { path: string; label: string }) {
  const [pending, startTransition] = useTransition()
  const cancel = (data: FormData) =>
    startTransition(async () => {
      const result = await cancelScheduleAction(null, data)
      if (result.ok) toast.success(result.message ?? 'Programación cancelada')
      else toast.error('Error', { description: result.message })
    })
  return (
    <PageForm action={cancel} path={path}>
      <PendingSubmit pending={pending} label={label} variant="secondary" />
    </PageForm>
  )
}
