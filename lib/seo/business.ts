import { site } from '@/content/site'
import type { JsonLdNode } from './json-ld'

/** The stable @id of the business node, so every page's graph refers to one entity. */
export const businessId = `${site.url}/#negocio`

/** The company as schema.org Electrician (a LocalBusiness), from the business facts. */
export function businessNode(): JsonLdNode {
  return {
    '@type': 'Electrician',
    '@id': businessId,
    name: site.brand,
    url: `${site.url}/`,
    telephone: site.phone.e164,
    email: site.email,
    priceRange: site.priceRange,
    image: `${site.url}/social-image.png`,
    address: {
      '@type': 'PostalAddress',
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    areaServed: [site.areaServed, ...site.regions.map((name) => ({ '@type': 'AdministrativeArea', name }))],
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: site.hours.days,
      opens: site.hours.opens,
      closes: site.hours.closes,
    },
    sameAs: [site.social.facebook, site.social.instagram],
  }
}
