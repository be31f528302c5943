// Search Console's Performance export ('Exportar' > 'Descargar CSV'), as it
// comes in Spanish or in English: the ZIP's files and their columns, and the
// import's limits. No server import: the upload form reads the limits too.

export type ExportLanguage = 'es' | 'en'

/** The largest file staff may upload. */
export const MAX_EXPORT_BYTES = 10 * 1024 * 1024
/** Why a file over MAX_EXPORT_BYTES is refused, in the form and by the route alike. */
export const exportTooLargeMessage = `El archivo ocupa más de ${MAX_EXPORT_BYTES / 1024 / 1024} MB: exporta un periodo más corto.`
/** The most a ZIP's files may hold once uncompressed, all together. */
export const MAX_UNZIPPED_BYTES = 20 * 1024 * 1024
/** Rows the pages file may hold (Search Console exports at most 1,000). */
export const MAX_PAGE_ROWS = 5000

/** Each file of the ZIP, by its name in each language. */
export const exportFiles = {
  es: {
    queries: 'Consultas.csv',
    pages: 'Páginas.csv',
    countries: 'Países.csv',
    devices: 'Dispositivos.csv',
    appearance: 'Apariencia en búsquedas.csv',
    dates: 'Fechas.csv',
    filters: 'Filtros.csv',
  },
  en: {
    queries: 'Queries.csv',
    pages: 'Pages.csv',
    countries: 'Countries.csv',
    devices: 'Devices.csv',
    appearance: 'Search appearance.csv',
    dates: 'Dates.csv',
    filters: 'Filters.csv',
  },
} as const satisfies Record<ExportLanguage, Record<string, string>>

export type ExportFile = keyof (typeof exportFiles)['es']

/** The column titles each language uses. */
export const exportColumns = {
  es: {
    page: 'Páginas principales',
    date: 'Fecha',
    clicks: 'Clics',
    impressions: 'Impresiones',
    ctr: 'CTR',
    position: 'Posición',
    filter: 'Filtro',
    value: 'Valor',
  },
  en: {
    page: 'Top pages',
    date: 'Date',
    clicks: 'Clicks',
    impressions: 'Impressions',
    ctr: 'CTR',
    position: 'Position',
    filter: 'Filter',
    value: 'Value',
  },
} as const satisfies Record<ExportLanguage, Record<string, string>>

/** The language and file a name of the ZIP is, or null for any other name. */
export function exportFileNamed(name: string): { file: ExportFile; language: ExportLanguage } | null {
  const wanted = name.normalize('NFC').toLowerCase()
  for (const language of ['es', 'en'] as const)
    for (const [file, fileName] of Object.entries(exportFiles[language]) as [ExportFile, string][])
      if (fileName.normalize('NFC').toLowerCase() === wanted) return { file, language }
  return null
}
