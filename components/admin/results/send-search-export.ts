import type { ImportOutcome } from '@/lib/search/types'
import type { SearchImportDetails } from '@/lib/validations/search-import'

// Sends Search Console's export to POST /api/busquedas: the file's bytes as
// the body, the period staff typed and the replace choice in X-Busquedas-Datos.

export type ImportAnswer = Pick<ImportOutcome, 'kind' | 'message'>

const failed: ImportAnswer = {
  kind: 'refused',
  message: 'No se han podido enviar los datos. Comprueba la conexión y vuelve a intentarlo.',
}

/** The server's answer; never rejects. */
export async function sendSearchExport(file: File, details: SearchImportDetails): Promise<ImportAnswer> {
  try {
    const response = await fetch('/api/busquedas', {
      method: 'POST',
      body: file,
      headers: {
        'Content-Type': 'application/octet-stream',
        'X-Busquedas-Datos': encodeURIComponent(JSON.stringify(details)),
      },
    })
    const answer = (await response.json()) as Partial<ImportAnswer> | null
    return answer?.kind && answer.message ? { kind: answer.kind, message: answer.message } : failed
  } catch {
    return failed
  }
}
