import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'

// Unknown paths of every shape a scanner sends, and the size of a folder:
// what the missed-paths benchmark and e2e/unknown-paths.spec.ts measure with.

const random = () => Math.random().toString(36).slice(2)

const shapes = [
  () => `/${random()}`,
  () => `/${random()}/${random()}.php`,
  // A segment longer than a file name may be, and a path longer than a file path.
  () => `/${random()}${'x'.repeat(300)}`,
  () => `/${'abcdefgh/'.repeat(500)}${random()}`,
  // Deep.
  () => `/${random()}/${Array.from({ length: 400 }, () => 'a').join('/')}`,
  // Percent-escaped.
  () => `/${random()}-${'%C3%B1'.repeat(50)}`,
  () => `/images/${random()}.png`,
  () => `/api/${random()}`,
]

/** `count` distinct unknown paths, the shapes in turn. */
export const unknownPaths = (count: number) =>
  Array.from({ length: count }, (_, i) => shapes[i % shapes.length]!())

/** The bytes of every file under `folder`. */
export function folderBytes(folder: string): number {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(path.join(entry.parentPath, entry.name)).size, 0)
}
