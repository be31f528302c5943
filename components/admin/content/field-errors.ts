// Server-side: a failed parse of the content schema, as the messages
// <ContentFields errors> shows at each field.

type Issues = { issues: readonly { path: readonly PropertyKey[]; message: string }[] }

/** Dotted path ('sections.2.rows.0.1') → the first Spanish message for that place. */
export function fieldErrors(error: Issues): Record<string, string> {
  const messages: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.')
    messages[key] ??= issue.message
  }
  return messages
}
