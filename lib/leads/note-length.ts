// The longest internal note on a lead; the database's lead_notes check allows the same.
// A module without imports: the note form, a client component, reads it, and
// anything imported here would ship in the admin's browser bundle too.
export const MAX_NOTE_LENGTH = 2000
