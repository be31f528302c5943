import { builtInReviews } from '@/content/reviews'

describe('the built-in reviews', () => {
  it('show the date each was published, never a relative form that a static page would keep as it ages', () => {
    expect(builtInReviews.map((review) => [review.datePublished, review.date])).toEqual([
      ['2026-11-06', '6 de noviembre de 2026'],
      ['2026-10-19', '19 de octubre de 2026'],
      ['2026-09-14', '14 de septiembre de 2026'],
      ['2026-07-21', '21 de julio de 2026'],
    ])
    expect(builtInReviews.some((review) => 'relativeTime' in review)).toBe(false)
  })
})
