import type { SeoFormValues } from '@/lib/validations/seo'

// The SEO record stores the values search engines and social networks read
// ('index,follow', 'WebPage', 'website'); staff choose them by what they do.

export const robotsLabels: Record<SeoFormValues['robots'], string> = {
  'index,follow': 'Mostrar en Google y seguir sus enlaces',
  'noindex,follow': 'No mostrar en Google, pero seguir sus enlaces',
  'index,nofollow': 'Mostrar en Google sin seguir sus enlaces',
  'noindex,nofollow': 'No mostrar en Google ni seguir sus enlaces',
}

export const schemaTypeLabels: Record<SeoFormValues['schemaType'], string> = {
  WebPage: 'Página',
  Service: 'Servicio',
  FAQPage: 'Preguntas frecuentes',
  Article: 'Artículo',
  LocalBusiness: 'Negocio local',
  Electrician: 'Electricista',
}

export const ogTypeLabels: Record<SeoFormValues['ogType'], string> = {
  website: 'Sitio web',
  article: 'Artículo',
}

/** The short badge of a page in the dashboard's list: whether Google may show it. */
export const searchBadge = (robots: string) =>
  robots.replace(/\s/g, '').startsWith('noindex') ? 'Fuera de Google' : 'En Google'
