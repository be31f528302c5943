// Addresses as the operator's scripts print them (restore, export, admin):
// every character outside printable ASCII written as an escape (\r, \x1b,
// \u{202e}), and the backslash doubled, so an address shows as what it is and
// can never move the cursor, clear a line or reverse the text after it.

const named: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t', '\\': '\\\\' }

const escapeCharacter = (char: string) => {
  const known = named[char]
  if (known) return known
  const codePoint = char.codePointAt(0)!
  return codePoint < 0x100
    ? `\\x${codePoint.toString(16).padStart(2, '0')}`
    : `\\u{${codePoint.toString(16)}}`
}

/** The address with everything outside printable ASCII (and the backslash) escaped. */
export function printableAddress(address: string): string {
  return address.replace(/[^\x20-\x5b\x5d-\x7e]/gu, escapeCharacter)
}

/** `heading (n):`, then one numbered, escaped address per line. */
export function numberedAddresses(heading: string, addresses: readonly string[]): string[] {
  return [
    `${heading} (${addresses.length}):`,
    ...addresses.map((address, index) => `  ${index + 1}. ${printableAddress(address)}`),
  ]
}
