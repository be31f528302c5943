// Permanent (308) redirects of old and alternative addresses.
// next.config.ts serves them and the e2e suite checks each one.

export type Redirect = { source: string; destination: string; example: string }

export const redirects: Redirect[] = [
  { source: '/contacto', destination: '/solicitar-presupuesto', example: '/contacto' },
  {
    source: '/instalacion-placas-solares-comunidad-vecinos',
    destination: '/instalacion-placas-solares-comunidades-vecinos',
    example: '/instalacion-placas-solares-comunidad-vecinos',
  },
  { source: '/blog', destination: '/', example: '/blog' },
  { source: '/blog/author/:author', destination: '/', example: '/blog/author/admin' },
  {
    source: '/blog/placas-solares-bonificacion-ibi',
    destination: '/ayudas-placas-solares',
    example: '/blog/placas-solares-bonificacion-ibi',
  },
  {
    source: '/blog/subvenciones-placas-solares-comunidad-valenciana-2023',
    destination: '/ayudas-placas-solares',
    example: '/blog/subvenciones-placas-solares-comunidad-valenciana-2023',
  },
  {
    source: '/blog/tag/ayudas-y-subvenciones',
    destination: '/ayudas-placas-solares',
    example: '/blog/tag/ayudas-y-subvenciones',
  },
]
