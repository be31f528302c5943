// What changed between two versions of a record, field by field: every leaf
// (text, number, yes/no, empty) by its dotted path, as the editor's history
// lists it. A list that grew or shrank shows its added or removed items.

export type FieldChange = { path: string; before: string | null; after: string | null }

function leaves(value: unknown, path: string, into: Map<string, string>): Map<string, string> {
  if (Array.isArray(value))
    value.forEach((item, index) => leaves(item, path ? `${path}.${index}` : `${index}`, into))
  else if (value !== null && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) leaves(child, path ? `${path}.${key}` : key, into)
  else if (value !== undefined && value !== null) into.set(path, String(value))
  return into
}

export function diffFields(before: unknown, after: unknown): FieldChange[] {
  const old = leaves(before, '', new Map())
  const now = leaves(after, '', new Map())
  const paths = [...new Set([...old.keys(), ...now.keys()])]
  return paths
    .filter((path) => old.get(path) !== now.get(path))
    .map((path) => ({ path, before: old.get(path) ?? null, after: now.get(path) ?? null }))
}
