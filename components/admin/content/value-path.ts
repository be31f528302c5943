// Reading and replacing one place of the content value, by its path
// (['sections', 2, 'rows', 0, 1]), without changing the value given.

export type ValuePath = (string | number)[]
type Container = Record<string | number, unknown> | unknown[]

/** 'sections.2.rows.0.1': how errors and locked fields name a place. */
export const pathKey = (path: ValuePath) => path.join('.')

/** The element id of a place's control: 'contenido-sections-2-rows-0-1'. */
export const pathId = (path: ValuePath) => ['contenido', ...path].join('-')

/** The element id of a part of the form that folds away (the hero, a section): 'contenido-sections-2-parte'. */
export const partId = (path: ValuePath) => `${pathId(path)}-parte`

export function valueAt(value: unknown, path: ValuePath): unknown {
  let current = value
  for (const step of path) {
    if (current === null || typeof current !== 'object') return undefined
    current = (current as Container)[step as number]
  }
  return current
}

/** The value with the place at `path` replaced by `change(old)`; undefined removes an object's key. */
export function changeAt(value: unknown, path: ValuePath, change: (old: unknown) => unknown): unknown {
  if (path.length === 0) return change(value)
  const [step, ...rest] = path as [string | number, ...ValuePath]
  const container: Container = Array.isArray(value) ? [...value] : { ...(value as object) }
  const next = changeAt((container as Record<string | number, unknown>)[step], rest, change)
  if (next === undefined && !Array.isArray(container))
    delete (container as Record<string | number, unknown>)[step]
  else (container as Record<string | number, unknown>)[step] = next
  return container
}

/** The list with the item at `from` moved to `to`. */
export function moveItem<T>(items: T[], from: number, to: number): T[] {
  const moved = [...items]
  moved.splice(to, 0, ...moved.splice(from, 1))
  return moved
}

/** The list without the item at `index`. */
export const removeItem = <T>(items: T[], index: number): T[] => items.filter((_, other) => other !== index)
