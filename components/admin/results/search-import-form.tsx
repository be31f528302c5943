'use client'

import { useRouter } from 'next/navigation'
import { useRef, useState } from 'react'
import { buttonClasses } from '@/components/ui/button'
import { DateField } from '@/components/ui/date-field'
import { FilePicker } from '@/components/ui/file-picker'
import { exportTooLargeMessage, MAX_EXPORT_BYTES } from '@/lib/search/export-files'
import { sendSearchExport, type ImportAnswer } from './send-search-export'

/**
 * Imports Search Console's export (the ZIP or its pages CSV). When the file does not say its days,
 * the answer asks for them; when the period overlaps imported ones, it asks before replacing them.
 */
export function SearchImportForm() {
  const router = useRouter()
  const form = useRef<HTMLFormElement>(null)
  const [answer, setAnswer] = useState<ImportAnswer | null>(null)
  const [pending, setPending] = useState(false)

  async function send(replace: boolean) {
    const data = new FormData(form.current!)
    const file = data.get('archivo')
    if (!(file instanceof File) || file.size === 0) {
      setAnswer({ kind: 'refused', message: 'Elige el archivo que descargaste de Google.' })
      return
    }
    if (file.size > MAX_EXPORT_BYTES) {
      setAnswer({ kind: 'refused', message: exportTooLargeMessage })
      return
    }
    setPending(true)
    const sent = await sendSearchExport(file, {
      inicio: String(data.get('inicio') ?? ''),
      fin: String(data.get('fin') ?? ''),
      reemplazar: replace,
    })
    setPending(false)
    setAnswer(sent)
    if (sent.kind === 'saved' || sent.kind === 'unchanged') router.refresh()
  }

  const failed = answer !== null && answer.kind !== 'saved' && answer.kind !== 'unchanged'
  return (
    <form
      ref={form}
      className="mt-4 grid max-w-2xl gap-4"
      onSubmit={(event) => {
        event.preventDefault()
        if (!pending) void send(false)
      }}
    >
      <FilePicker
        id="busquedas-archivo"
        name="archivo"
        label="Archivo descargado de Google"
        accept=".zip,.csv,application/zip,text/csv"
        required
        hint={`El ZIP que descarga «Exportar» > «Descargar CSV» en el informe de rendimiento, o solo su archivo de páginas. Hasta ${MAX_EXPORT_BYTES / 1024 / 1024} MB.`}
      />
      <fieldset className="grid gap-2">
        <legend className="font-semibold text-brand-900">
          Periodo (solo si el archivo no dice sus fechas)
        </legend>
        <div className="flex flex-wrap gap-4">
          <DateField id="busquedas-inicio" name="inicio" label="Primer día" value="" />
          <DateField id="busquedas-fin" name="fin" label="Último día" value="" />
        </div>
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" aria-disabled={pending} className={buttonClasses('secondary')}>
          {pending ? 'Importando…' : 'Importar'}
        </button>
        {answer?.kind === 'overlap' ? (
          <button
            type="button"
            aria-disabled={pending}
            className={buttonClasses('primary')}
            onClick={() => {
              if (!pending) void send(true)
            }}
          >
            Reemplazar
          </button>
        ) : null}
      </div>
      <p role="status" className={`text-sm ${failed ? 'text-danger' : 'text-muted'}`}>
        {answer?.message}
      </p>
    </form>
  )
}
