import { siteEnv as env } from './site-env'

// The business facts every page, the footer, the legal texts and the
// structured data read. Each can be overridden at build time by an
// environment variable (README, "Configuration").

const phoneE164 = (env.SITE_PHONE ?? '+34 600 000 000').replace(/\s+/g, '')
const nationalNumber = phoneE164.slice(3)

export const site = {
  brand: env.SITE_BRAND ?? 'Solar y Electricidad Cieza',
  url: env.SITE_URL,
  email: env.SITE_EMAIL ?? 'contacto@example.com',
  phone: {
    /** For tel: links and structured data: '+34600000000'. */
    e164: phoneE164,
    /** As shown to visitors: '600 000 000'. */
    display: nationalNumber.replace(/(\d{3})(\d{3})(\d{3})/, '$1 $2 $3'),
  },
  address: {
    locality: 'Cieza',
    region: 'Región de Murcia',
    postalCode: '30530',
    country: 'ES',
  },
  areaServed: 'Región de Murcia y alrededores',
  /** The regions whose customers the company serves. */
  regions: ['Murcia', 'Valencia', 'Alicante', 'Albacete'],
  hours: {
    label: 'Lunes a viernes, de 08:00 a 18:00',
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '08:00',
    closes: '18:00',
  },
  priceRange: '€€',
  yearsOfExperience: 30,
  social: {
    facebook: env.SITE_FACEBOOK_URL ?? 'https://www.facebook.com/solaryelectricidadcieza',
    instagram: env.SITE_INSTAGRAM_URL ?? 'https://www.instagram.com/solaryelectricidadcieza',
  },
  reviewsUrl:
    env.SITE_REVIEWS_URL ?? 'https://www.google.com/maps/search/?api=1&query=Solar+y+Electricidad+Cieza',
  /** Data of the site's owner that the LSSI (art. 10) requires in the legal notice. */
  legal: {
    name: env.SITE_LEGAL_NAME ?? 'Solar y Electricidad Cieza, S.L.',
    nif: env.SITE_LEGAL_NIF ?? 'B-30000000',
    address: env.SITE_LEGAL_ADDRESS ?? 'Cieza (Murcia), 30530, España',
    registry: env.SITE_LEGAL_REGISTRY ?? 'Registro Mercantil de Murcia',
  },
} as const

export type SiteFacts = typeof site
