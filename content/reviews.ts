import type { Review } from '@/lib/data/types'
import { formatReviewDate } from '@/supabase/functions/_shared/review-date'

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

// Their dates are stored, not a relative 'Hace 2 semanas' that a static page would keep
// as it ages; the card shows the date itself.
const withDate = (review: Omit<Review, 'date'>): Review => ({
  ...review,
  date: formatReviewDate(new Date(review.datePublished)),
})

export const builtInReviews: Review[] = (
  [
    {
      author: 'Francisco Javier Ruiz',
      rating: 5,
      datePublished: '2026-11-06',
      text: 'Nos pusieron diez placas en el tejado de casa, en Cieza, y se encargaron de la legalización y de la subvención. La factura ha bajado a menos de la mitad.',
    },
    {
      author: 'Encarna López',
      rating: 5,
      datePublished: '2026-10-19',
      text: 'Nos cambiaron el cuadro eléctrico del piso porque saltaba el diferencial. Vinieron al día siguiente, lo explicaron todo sin prisas y dejaron el boletín hecho.',
    },
    {
      author: 'Antonio Marín',
      rating: 5,
      datePublished: '2026-09-14',
      text: 'Montaron el autoconsumo compartido de nuestra comunidad de vecinos en Abarán. Nos explicaron cada paso en la junta y cumplieron los plazos que dijeron.',
    },
    {
      author: 'Rocío Guillamón',
      rating: 5,
      datePublished: '2026-07-21',
      text: 'Hicieron la instalación eléctrica de nuestra nave en Calasparra y luego las placas para el riego. Puntuales, serios y con un precio muy ajustado.',
    },
  ] satisfies Omit<Review, 'date'>[]
).map(withDate)
