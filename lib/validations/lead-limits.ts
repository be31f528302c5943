// The quote form's length limits, apart from the schema (lead.ts) so that the
// form's light shell can set `maxLength` without bringing zod into the page.
export const leadLimits = {
  email: 255,
  nombre: 100,
  empresa: 100,
  ciudad: 100,
  telefono: 20,
  mensaje: 2000,
} as const
