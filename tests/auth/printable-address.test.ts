import { isPlausibleEmail } from '@/lib/auth/email-format'
import { numberedAddresses, printableAddress } from '@/lib/auth/printable-address'

// How the operator's scripts print an address: nothing in it may move the
// terminal's cursor, clear a line or reverse the text after it.

describe('printableAddress', () => {
  it('escapes line breaks, escape sequences, other controls and bidirectional marks', () => {
    expect(printableAddress('ana@example.com\r\x1b[2K\x1b[1Aotra@example.com')).toBe(
      'ana@example.com\\r\\x1b[2K\\x1b[1Aotra@example.com',
    )
    expect(printableAddress('a\nb\tc\u0000d\u007fe\u0085f')).toBe('a\\nb\\tc\\x00d\\x7fe\\x85f')
    expect(printableAddress('moc.elpmaxe@\u202eana')).toBe('moc.elpmaxe@\\u{202e}ana')
    expect(printableAddress('josé@example.es')).toBe('jos\\xe9@example.es')
    expect(printableAddress('a\u{1f600}@example.com')).toBe('a\\u{1f600}@example.com')
  })

  it('doubles a backslash, so an escape it prints cannot be faked by the address itself', () => {
    expect(printableAddress('a\\r@example.com')).toBe('a\\\\r@example.com')
    expect(printableAddress('a\r@example.com')).not.toBe(printableAddress('a\\r@example.com'))
  })

  it('leaves a plain address as it is', () => {
    const plain = "O'Neil+obras_2026@sub.example.com"
    expect(printableAddress(plain)).toBe(plain)
  })
})

describe('numberedAddresses', () => {
  it('names the total, then one numbered address per line, every line printable ASCII', () => {
    const lines = numberedAddresses('Admin accounts in this backup', [
      'ana@example.com',
      'intruso@example.com\r\x1b[2KAdmin accounts in this backup (1):',
    ])
    expect(lines).toEqual([
      'Admin accounts in this backup (2):',
      '  1. ana@example.com',
      '  2. intruso@example.com\\r\\x1b[2KAdmin accounts in this backup (1):',
    ])
    expect(lines.join('\n')).toMatch(/^[\x20-\x7e\n]+$/)
  })
})

describe('isPlausibleEmail', () => {
  it('takes a plain address', () => {
    expect(isPlausibleEmail('gerencia@example.com')).toBe(true)
    expect(isPlausibleEmail('Ana.Perez+obras@mail.example.co.uk')).toBe(true)
    expect(isPlausibleEmail(`${'a'.repeat(243)}@example.com`)).toBe(true)
  })

  it.each([
    ['a carriage return', 'ana@example.com\r'],
    ['an escape sequence', 'ana\x1b[2K@example.com'],
    ['a right-to-left override', 'ana\u202e@example.com'],
    ['a letter outside ASCII', 'josé@example.es'],
    ['a space', 'ana perez@example.com'],
    ['no @', 'ana.example.com'],
    ['two @', 'ana@b@example.com'],
    ['no dot in the domain', 'ana@localhost'],
    ['an empty label', 'ana@example..com'],
    ['a trailing dot', 'ana@example.com.'],
    ['an empty name', '@example.com'],
    ['more than 255 characters', `${'a'.repeat(244)}@example.com`],
  ])('refuses %s', (_, address) => {
    expect(isPlausibleEmail(address)).toBe(false)
  })
})
