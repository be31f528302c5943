import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { strToU8, zipSync, type Zippable } from 'fflate'

// Search Console's export as the tests upload it: the hand-written files of
// fixtures/es and fixtures/en, zipped as Search Console zips them, with any
// file changed, added or left out.

const folder = (language: 'es' | 'en') => path.join(__dirname, 'fixtures', language)

/** The language's files by name, as bytes. */
export function exportFiles(language: 'es' | 'en'): Record<string, Uint8Array> {
  return Object.fromEntries(
    readdirSync(folder(language)).map((name) => [
      name,
      new Uint8Array(readFileSync(path.join(folder(language), name))),
    ]),
  )
}

/** A ZIP of the language's files, with `changes` over them (a file given as text, or null to leave it out). */
export function exportZip(language: 'es' | 'en', changes: Record<string, string | Uint8Array | null> = {}) {
  const files: Zippable = { ...exportFiles(language) }
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) delete files[name]
    else files[name] = typeof value === 'string' ? strToU8(value) : value
  }
  return zipSync(files)
}

/** The language's pages file alone. */
export const pagesCsv = (language: 'es' | 'en') =>
  exportFiles(language)[language === 'es' ? 'Páginas.csv' : 'Pages.csv']!

export const bytesOf = (text: string) => new TextEncoder().encode(text)
