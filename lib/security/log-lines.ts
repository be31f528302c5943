// Text that a visitor or an account typed, made safe for the server log. The
// log is where the owner finds the one-time setup link: a lead's message must
// not be able to print a line that looks like the server's own (a fake setup
// link, say), nor move the terminal's cursor with escape sequences.

/** Line breaks, as a log viewer or a terminal may read them. */
const LINE_BREAK = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/

/** C0 controls, DEL, C1 controls and the Unicode line and paragraph separators. */
const CONTROL = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/g

const escapeControl = (char: string) => {
  const named: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' }
  return named[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`
}

/** The text on one log line: every line break and other control character written as an escape (\n, \u001b). */
export function oneLogLine(text: string): string {
  return text.replace(CONTROL, escapeControl)
}

/**
 * A block of several lines, each line starting with `marker`, so that no line
 * of the text starts a log line of its own; other controls are escaped.
 */
export function markedLogLines(marker: string, text: string): string {
  return text
    .split(LINE_BREAK)
    .map((line) => `${marker} ${oneLogLine(line)}`)
    .join('\n')
}

/** The longest log line about one request: a visitor's long path must not fill the log. */
export const MAX_LOG_LINE = 1000

/** oneLogLine, cut to MAX_LOG_LINE characters with an ellipsis. */
export function shortLogLine(text: string): string {
  const line = oneLogLine(text)
  return line.length > MAX_LOG_LINE ? `${line.slice(0, MAX_LOG_LINE - 1)}…` : line
}
