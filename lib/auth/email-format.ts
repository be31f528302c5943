// The shape an account's e-mail address must have to be stored as an admin,
// the same rule as the database's check on public.admins.email (and on the
// local accounts' auth.users.email): printable ASCII without spaces, so no
// address can hide a control character that rewrites an operator's terminal
// line; one '@' between a non-empty name and a dotted domain; at most 255
// characters.

export const emailMaxLength = 255

/** An address as accounts and invitations store it: no surrounding spaces, lower case. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase()

const printableAscii = /^[!-~]+$/
const addressShape = /^[^@]+@[^@.]+(\.[^@.]+)+$/

export function isPlausibleEmail(email: string): boolean {
  return email.length <= emailMaxLength && printableAscii.test(email) && addressShape.test(email)
}
