'use client'

import { useActionState } from 'react'
import { AnswerStatus } from '@/components/admin/answer-status'
import { ConfirmedSubmit } from '@/components/admin/editing/confirmed-submit'
import type { ActionResult } from '@/lib/admin/action'
import { removeColleagueAction } from './team-actions'

/** 'Quitar del equipo', asked first in a dialog naming the person. */
export function RemoveColleagueButton({
  userId,
  email,
  yourself,
}: {
  userId: string
  email: string
  yourself: boolean
}) {
  const [result, action, pending] = useActionState<ActionResult | null, FormData>(removeColleagueAction, null)
  return (
    <form action={action} className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="userId" value={userId} />
      <ConfirmedSubmit
        label="Quitar del equipo"
        title={yourself ? '¿Quitarte del equipo?' : `¿Quitar a ${email} del equipo?`}
        pending={pending}
        question={
          <>
            <p>
              {yourself
                ? 'Dejarás de poder entrar al panel en cuanto lo confirmes.'
                : `${email} dejará de poder entrar al panel en cuanto lo confirmes.`}
            </p>
            <p>Sus publicaciones programadas se cancelarán.</p>
          </>
        }
      />
      {/* A removal takes the row away; only a refusal stays to be read. */}
      {result && !result.ok ? <AnswerStatus result={result} /> : null}
    </form>
  )
}
