// Menus of the header and the footer. Labels of the top-level items and every
// path are those of the specification; child labels name the page they open.

export type NavLink = { label: string; href: string }
export type NavItem = NavLink & { children?: NavLink[] }

export const quoteLink: NavLink = { label: 'Solicitar presupuesto', href: '/solicitar-presupuesto' }

export const mainNav: NavItem[] = [
  {
    label: 'Instalaciones placas solares',
    href: '/instalacion-placas-solares',
    children: [
      { label: 'Comunidades de vecinos', href: '/instalacion-placas-solares-comunidades-vecinos' },
      { label: 'Autoconsumo', href: '/instalacion-placas-solares-autoconsumo' },
      { label: 'Placas solares en Murcia', href: '/instalacion-placas-murcia' },
    ],
  },
  {
    label: 'Instalaciones eléctricas',
    href: '/instalaciones-electricas',
    children: [
      { label: 'Instalación eléctrica en Murcia', href: '/instalacion-electrica-murcia' },
      { label: 'Instalación eléctrica en Valencia', href: '/instalacion-electrica-valencia' },
      { label: 'Instalación eléctrica exterior', href: '/instalacion-electrica-exterior' },
      { label: 'Instalación eléctrica en viviendas', href: '/instalacion-electrica-viviendas' },
    ],
  },
]

export type FooterColumn = { heading: string; links: NavLink[] }

export const footerColumns: FooterColumn[] = [
  {
    heading: 'Placas solares',
    links: [
      { label: 'Instalación de placas solares', href: '/instalacion-placas-solares' },
      { label: 'Comunidades de vecinos', href: '/instalacion-placas-solares-comunidades-vecinos' },
      { label: 'Autoconsumo', href: '/instalacion-placas-solares-autoconsumo' },
      { label: 'Placas solares en Murcia', href: '/instalacion-placas-murcia' },
      { label: 'Placas solares en Albacete', href: '/instalacion-placas-solares-albacete' },
      { label: 'Placas solares en Valencia', href: '/instalacion-placas-solares-valencia' },
      { label: 'Placas solares en Alicante', href: '/instalacion-placas-solares-alicante' },
    ],
  },
  {
    heading: 'Instalaciones eléctricas',
    links: [
      { label: 'Instalaciones eléctricas', href: '/instalaciones-electricas' },
      { label: 'Instalación eléctrica industrial', href: '/instalacion-electrica-industrial' },
      { label: 'Instalación eléctrica en edificios', href: '/instalacion-electrica-edificios' },
      { label: 'Instalación eléctrica en garajes', href: '/instalacion-electrica-garajes' },
      { label: 'Instalación eléctrica de baja tensión', href: '/instalacion-electrica-de-baja-tension' },
    ],
  },
  {
    heading: 'Ayudas y subvenciones',
    links: [
      { label: 'Ayudas para placas solares 2025', href: '/ayudas-placas-solares' },
      { label: 'Ayudas en la Región de Murcia', href: '/ayudas-para-instalar-placas-solares-en-murcia' },
    ],
  },
]

export const legalLinks: NavLink[] = [
  { label: 'Aviso legal', href: '/aviso-legal' },
  { label: 'Política de privacidad', href: '/politica-de-privacidad' },
  { label: 'Política de cookies', href: '/politica-de-cookies' },
]
