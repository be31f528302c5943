import type { Review } from '@/lib/data/types'

// The home page's reviews section: its copy, and the four reviews shown when
// no Google reviews are configured, the fetch fails or it finds none.

export const reviewsCopy = {
  heading: 'Lo que dicen nuestros clientes',
  intro:
    'Vecinos, comunidades y empresas de la Región de Murcia nos cuentan cómo les ha ido con su instalación.',
  badge: 'Reseñas verificadas',
  carouselLabel: 'Reseñas de clientes',
  previous: 'Reseña anterior',
  next: 'Siguiente reseña',
  more: 'Ver todas las reseñas',
  invitation:
    '¿Has trabajado con nosotros? Cuéntanos tu experiencia: tu opinión ayuda a otros vecinos a decidirse.',
  /** Shown under reviews that come from Google, as its terms require. */
  googleAttribution: 'Reseñas de Google',
} as const

export type ReviewsCopy = typeof reviewsCopy

export const builtInReviews: Review[] = [
  {
    author: 'Francisco Javier Ruiz',
    rating: 5,
    date: 'Hace 2 semanas',
    datePublished: '2026-11-06',
    text: 'Nos pusieron diez placas en el tejado de casa, en Cieza, y en dos días estaba todo funcionando. Se encargaron de la legalización y de pedir la subvención. La primera factura ya ha bajado a menos de la mitad. Muy serios y muy limpios trabajando.',
  },
  {
    author: 'Encarna López',
    rating: 5,
    date: 'Hace 1 mes',
    datePublished: '2026-10-19',
    text: 'Nos saltaba el diferencial cada dos por tres y había que cambiar el cuadro eléctrico del piso. Vinieron a verlo al día siguiente, nos explicaron el presupuesto sin prisas y lo dejaron todo revisado y con su boletín. Da gusto tratar con gente así.',
  },
  {
    author: 'Antonio Marín',
    rating: 5,
    date: 'Hace 2 meses',
    datePublished: '2026-09-14',
    text: 'Somos una comunidad de vecinos de Abarán y montaron el autoconsumo compartido en la azotea. Nos explicaron cada paso en la junta, gestionaron el reparto entre los vecinos y cumplieron los plazos que dijeron. Totalmente recomendables.',
  },
  {
    author: 'Rocío Guillamón',
    rating: 5,
    date: 'Hace 4 meses',
    datePublished: '2026-07-21',
    text: 'Hicieron la instalación eléctrica de nuestra nave en Calasparra y después las placas para el riego. Puntuales, profesionales y con un precio muy ajustado. Cualquier duda nos la resuelven por WhatsApp en el momento.',
  },
]
