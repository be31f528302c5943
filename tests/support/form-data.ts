/** The fields of a form as the browser posts them to a server action. */
export function formOf(fields: Record<string, string | Blob>) {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}
