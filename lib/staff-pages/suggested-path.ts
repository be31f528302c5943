// The address 'Nueva página' suggests from the title as it is typed:
// 'Placas solares en Jumilla' → '/placas-solares-en-jumilla'. Lower case,
// accents dropped (the letter stays: á → a, ñ → n), every run of anything
// else one hyphen, none at either end; what the address check accepts.

const accents = /\p{Diacritic}/gu
const notAllowed = /[^a-z0-9]+/g

/** The suggested address, or '' when the title holds no letter or digit. */
export function suggestedPath(title: string): string {
  const words = title
    .normalize('NFD')
    .replace(accents, '')
    .toLowerCase()
    .replace(notAllowed, '-')
    .replace(/^-+|-+$/g, '')
  return words ? `/${words}` : ''
}
