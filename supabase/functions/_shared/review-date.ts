/** A review's date as the site writes it when it has no fresh relative form: '6 de noviembre de 2026'. */
export const formatReviewDate = (date: Date) =>
  new Intl.DateTimeFormat('es-ES', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date)
