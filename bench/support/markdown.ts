// Small Markdown helpers shared by the benchmark reports.

/** Element snippets go in a code span, so that Markdown shows them instead of rendering them. */
export function codeIfHtml(text: string): string {
  if (!/[<>]/.test(text)) return text
  return text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``
}
