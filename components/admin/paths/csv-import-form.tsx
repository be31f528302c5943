'use client'

import { useActionState } from 'react'
import { AnswerStatus } from '@/components/admin/answer-status'
import { PendingSubmit } from '@/components/admin/pending-submit'
import { FilePicker } from '@/components/ui/file-picker'
import type { ActionResult } from '@/lib/admin/action'
import { MAX_CSV_BYTES } from '@/lib/paths/csv-limits'
import { importRedirectsAction, type ImportReport } from './redirect-actions'

/** Imports a CSV of `desde,hacia` rows as permanent redirects, and lists the rows refused with why. */
export function CsvImportForm() {
  const [result, action, pending] = useActionState<ActionResult<ImportReport> | null, FormData>(
    importRedirectsAction,
    null,
  )
  const error = result && !result.ok ? result.fieldErrors?.file : undefined
  const refused = result?.data?.refused ?? []
  return (
    <form action={action} className="mt-4 grid max-w-2xl gap-4">
      <FilePicker
        id="redirecciones-csv"
        name="file"
        label="Archivo CSV"
        accept=".csv,text/csv"
        required
        hint={`Dos columnas, desde y hacia (una fila de títulos «desde,hacia» es opcional). Hasta ${MAX_CSV_BYTES / 1024} KB. Se importan como permanentes (308).`}
        error={error}
      />
      <div className="flex flex-wrap items-center gap-3">
        <PendingSubmit pending={pending} label="Importar" variant="secondary" />
        <AnswerStatus result={result && { ...result, data: undefined }} shownAt={error} />
      </div>
      {refused.length > 0 ? (
        <div>
          <h3 className="font-semibold text-brand-900">Filas rechazadas</h3>
          <ul className="mt-2 grid gap-2 text-sm">
            {refused.map((row) => (
              <li key={row.line} className="rounded-lg border border-line bg-white p-3 break-words">
                <span className="font-semibold">Fila {row.line}</span>: {row.desde || '(vacío)'} →{' '}
                {row.hacia || '(vacío)'}
                <br />
                <span className="text-danger">{row.reason}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </form>
  )
}
