// Permanent (308) redirects of old and alternative addresses.
// next.config.ts serves them and the e2e suite checks each one.

export type Redirect = { source: string; destination: string; example: string }

/** A fixed source is its own example; a pattern (`:author`) names one address it takes. */
const withExamples = (list: (Omit<Redirect, 'example'> & { example?: string })[]): Redirect[] =>
  list.map((redirect) => ({ ...redirect, example: redirect.example ?? redirect.source }))

export const redirects: Redirect[] = withExamples([
  { source: '/contacto', destination: '/solicitar-presupuesto' },
  {
    source: '/instalacion-placas-solares-comunidad-vecinos',
    destination: '/instalacion-placas-solares-comunidades-vecinos',
  },
  { source: '/blog', destination: '/' },
  { source: '/blog/author/:author', destination: '/', example: '/blog/author/admin' },
  { source: '/blog/placas-solares-bonificacion-ibi', destination: '/ayudas-placas-solares' },
  {
    source: '/blog/subvenciones-placas-solares-comunidad-valenciana-2023',
    destination: '/ayudas-placas-solares',
  },
  { source: '/blog/tag/ayudas-y-subvenciones', destination: '/ayudas-placas-solares' },
])
