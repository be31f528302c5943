/** @jest-environment jsdom */
import { act, render, screen, within } from '@testing-library/react'
import { ReviewsSection } from '@/components/reviews/reviews-section'
import { builtInReviews } from '@/content/reviews'
import { getDataBackend } from '@/lib/data/get-data-backend'
import type { DataBackend } from '@/lib/data/backend'
import type { Review, ReviewsResponse } from '@/lib/data/types'

// The reviews section as the visitor sees it, for every size of list the
// source can give and for a failing source. The backend is the edge here:
// its reviews call answers what each test says (the real calls have their
// own tests in tests/lib and tests/functions).

jest.mock('@/lib/data/get-data-backend', () => ({ getDataBackend: jest.fn() }))

const firstNames = ['ana', 'Óscar', 'Lucía', 'Pedro', 'Carmen', 'Íñigo']

/** `count` reviews; every third author has a picture, the others get their initial. */
function reviews(count: number): Review[] {
  return Array.from({ length: count }, (_, index) => ({
    author: `${firstNames[index % firstNames.length]} ${index + 1}`,
    rating: index % 4 === 3 ? 4 : 5,
    date: `Hace ${index + 1} semanas`,
    datePublished: '2026-10-01',
    text: `Reseña número ${index + 1}: instalación de placas en Cieza, todo perfecto.`,
    ...(index % 3 === 0 ? { avatar: `https://lh3.googleusercontent.com/a/foto-${index + 1}=s128` } : {}),
  }))
}

const answer = (list: Review[], figures: Partial<ReviewsResponse> = {}): ReviewsResponse => ({
  reviews: list,
  averageRating: null,
  totalReviews: null,
  ...figures,
})

function source(result: ReviewsResponse | null | Error) {
  const fetch = jest.fn(async () => {
    if (result instanceof Error) throw result
    return result
  })
  jest.mocked(getDataBackend).mockReturnValue({ reviews: { fetch } } as unknown as DataBackend)
}

/** The section as the server renders it (the async component awaited), in the document. */
async function showReviews(result: ReviewsResponse | null | Error) {
  source(result)
  const view = render(await ReviewsSection())
  await act(async () => {}) // the islands' effects run
  const jsonLd = JSON.parse(view.container.querySelector('script[type="application/ld+json"]')!.textContent!)
  return { ...view, jsonLd }
}

const cards = () => screen.getAllByRole('figure')
const authorsShown = () => cards().map((card) => card.querySelector('figcaption span span')!.textContent)

function expectGrid(count: number) {
  const list = screen.getByRole('list')
  expect(within(list).getAllByRole('listitem')).toHaveLength(count)
  expect(screen.queryByRole('region', { name: 'Reseñas de clientes' })).not.toBeInTheDocument()
  expect(screen.queryByRole('button')).not.toBeInTheDocument()
}

function expectCarousel(count: number) {
  const carousel = screen.getByRole('region', { name: 'Reseñas de clientes' })
  expect(carousel).toHaveAttribute('aria-roledescription', 'carrusel')
  const slides = within(carousel).getAllByRole('group')
  expect(slides).toHaveLength(count)
  expect(slides[0]).toHaveAccessibleName(`1 de ${count}`)
  expect(within(carousel).getByRole('button', { name: 'Reseña anterior' })).toBeInTheDocument()
  expect(within(carousel).getByRole('button', { name: 'Siguiente reseña' })).toBeInTheDocument()
  expect(screen.queryByRole('list')).not.toBeInTheDocument()
}

describe('the reviews section, loaded', () => {
  it('shows the 4 built-in reviews in a grid when the source has none (local backend)', async () => {
    const { jsonLd } = await showReviews(null)
    expectGrid(4)
    expect(authorsShown()).toEqual(builtInReviews.map((review) => review.author))
    expect(screen.getByText('5,0')).toBeInTheDocument()
    expect(screen.getByText('(4 reseñas)')).toBeInTheDocument()
    expect(screen.getAllByRole('img', { name: '5 de 5 estrellas' })).toHaveLength(4)
    expect(screen.queryByText('Reseñas de Google')).not.toBeInTheDocument()
    expect(jsonLd.aggregateRating).toMatchObject({ ratingValue: 5, reviewCount: 4 })
  })

  it('shows the built-in reviews when the source answers 0 reviews', async () => {
    await showReviews(answer([], { averageRating: 4.1, totalReviews: 9 }))
    expectGrid(4)
    expect(authorsShown()).toEqual(builtInReviews.map((review) => review.author))
    expect(screen.getByText('(4 reseñas)')).toBeInTheDocument()
    expect(screen.queryByText('(9 reseñas)')).not.toBeInTheDocument()
  })

  it('shows the built-in reviews, and logs the error, when the source fails', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {})
    const { jsonLd } = await showReviews(new Error('fetch-google-reviews failed: 502'))
    expectGrid(4)
    expect(authorsShown()).toEqual(builtInReviews.map((review) => review.author))
    expect(screen.getByText('(4 reseñas)')).toBeInTheDocument()
    expect(jsonLd.review).toHaveLength(4)
    expect(log).toHaveBeenCalledWith(expect.stringContaining('built-in'), expect.any(Error))
    log.mockRestore()
  })

  it('shows 3 reviews in a grid, with figures worked out from the list when the source gives none', async () => {
    const { jsonLd } = await showReviews(answer(reviews(3)))
    expectGrid(3)
    expect(authorsShown()).toEqual(['ana 1', 'Óscar 2', 'Lucía 3'])
    expect(screen.getByText('5,0')).toBeInTheDocument()
    expect(screen.getByText('(3 reseñas)')).toBeInTheDocument()
    expect(screen.getByText('Reseñas de Google')).toBeInTheDocument()
    expect(jsonLd.aggregateRating).toMatchObject({ ratingValue: 5, reviewCount: 3 })
  })

  it('shows 4 reviews in a grid, the average and count of the source, and no carousel', async () => {
    const { jsonLd } = await showReviews(answer(reviews(4), { averageRating: 4.8, totalReviews: 37 }))
    expectGrid(4)
    expect(screen.getByText('4,8')).toBeInTheDocument()
    expect(screen.getByText('(37 reseñas)')).toBeInTheDocument()
    expect(screen.getAllByRole('img', { name: '5 de 5 estrellas' })).toHaveLength(3)
    expect(screen.getByRole('img', { name: '4 de 5 estrellas' })).toBeInTheDocument()
    expect(jsonLd.aggregateRating).toMatchObject({ ratingValue: 4.8, reviewCount: 37 })
    expect(jsonLd.review).toHaveLength(4)
  })

  it('shows 5 reviews in a looping carousel with its two buttons', async () => {
    await showReviews(answer(reviews(5), { averageRating: 4.6, totalReviews: 5 }))
    expectCarousel(5)
    expect(screen.getByText('4,6')).toBeInTheDocument()
    expect(screen.getByText('(5 reseñas)')).toBeInTheDocument()
  })

  it('shows all 12 reviews in the carousel and computes the average from them', async () => {
    const { jsonLd } = await showReviews(answer(reviews(12)))
    expectCarousel(12)
    // Ratings 5,5,5,4 repeated: 57 / 12 = 4.75, shown as 4,8.
    expect(screen.getByText('4,8')).toBeInTheDocument()
    expect(screen.getByText('(12 reseñas)')).toBeInTheDocument()
    expect(jsonLd.aggregateRating).toMatchObject({ ratingValue: 4.8, reviewCount: 12 })
    expect(jsonLd.review).toHaveLength(12)
  })

  it('shows the picture of authors who have one and the upper-case initial of the others', async () => {
    await showReviews(answer(reviews(4)))
    const [withPhoto, oscar, lucia, pedro] = cards()
    expect(within(withPhoto!).getByRole('presentation')).toHaveAttribute(
      'src',
      expect.stringContaining(encodeURIComponent('https://lh3.googleusercontent.com/a/foto-1=s128')),
    )
    expect(within(withPhoto!).queryByText('A')).not.toBeInTheDocument()
    expect(within(oscar!).getByText('Ó')).toHaveAttribute('aria-hidden', 'true')
    expect(within(lucia!).getByText('L')).toBeInTheDocument()
    expect(within(pedro!).getByRole('presentation')).toBeInTheDocument() // the 4th has a picture again
  })

  it('quotes each text clamped to six lines, with the author and the relative date', async () => {
    await showReviews(answer([{ ...reviews(1)[0]!, relativeTime: 'hace 3 días' }, reviews(2)[1]!]))
    const [first, second] = cards()
    const quote = within(first!).getByText(/Reseña número 1/)
    expect(quote).toHaveClass('line-clamp-6')
    expect(quote.textContent).toBe('“Reseña número 1: instalación de placas en Cieza, todo perfecto.”')
    expect(within(first!).getByText('hace 3 días')).toHaveAttribute('datetime', '2026-10-01')
    expect(within(second!).getByText('Hace 2 semanas')).toBeInTheDocument()
  })

  it('writes a single review as one "reseña"', async () => {
    await showReviews(answer(reviews(1)))
    expect(screen.getByText('(1 reseña)')).toBeInTheDocument()
  })
})

describe('around the reviews', () => {
  it('has the heading, the subtitle and the badge', async () => {
    await showReviews(answer(reviews(3)))
    const section = screen.getByRole('region', { name: 'Lo que dicen nuestros clientes' })
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Lo que dicen nuestros clientes',
    )
    expect(within(section).getByText(/nos cuentan cómo les ha ido/)).toBeInTheDocument()
    expect(within(section).getByText('Reseñas verificadas')).toBeInTheDocument()
  })

  it('links to the public review page in a new tab, then invites past customers to share theirs', async () => {
    await showReviews(null)
    const link = screen.getByRole('link', { name: /^Ver todas las reseñas/ })
    expect(link).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=Solar+y+Electricidad+Cieza',
    )
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(link).toHaveAccessibleName('Ver todas las reseñas (se abre en una pestaña nueva)')
    expect(link.nextElementSibling).toHaveTextContent(
      /¿Has trabajado con nosotros\? Cuéntanos tu experiencia/,
    )
  })

  it('fades in only for visitors who allow motion', async () => {
    await showReviews(null)
    expect(screen.getByRole('region', { name: 'Lo que dicen nuestros clientes' })).toHaveClass(
      'motion-safe:animate-fade-in',
    )
  })
})
