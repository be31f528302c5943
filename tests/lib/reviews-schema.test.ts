import { builtInReviews } from '@/content/reviews'
import { businessId } from '@/lib/seo/business'
import { serializeJsonLd } from '@/lib/seo/json-ld'
import { reviewsSchema } from '@/lib/seo/reviews-schema'

describe('reviewsSchema', () => {
  it('is the business node with the aggregate rating and every review, on the 1 to 5 scale', () => {
    const node = reviewsSchema({ reviews: builtInReviews, averageRating: null, totalReviews: null })
    expect(node).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Electrician',
      '@id': businessId,
      name: 'Solar y Electricidad Cieza',
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 5,
        reviewCount: 4,
        bestRating: 5,
        worstRating: 1,
      },
    })
    expect(node.review).toEqual(
      builtInReviews.map((review) => ({
        '@type': 'Review',
        author: { '@type': 'Person', name: review.author },
        reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
        datePublished: review.datePublished,
        reviewBody: review.text,
      })),
    )
  })

  it('uses the figures the visitor sees: the source’s own when given, rounded to one decimal', () => {
    const node = reviewsSchema({ reviews: builtInReviews.slice(0, 2), averageRating: 4.76, totalReviews: 37 })
    expect(node.aggregateRating).toMatchObject({ ratingValue: 4.8, reviewCount: 37 })
    expect(node.review).toHaveLength(2)
  })

  it('serialises a review that tries to close the script element into valid JSON that cannot', () => {
    const text = '</script><script>alert(1)</script>'
    const node = reviewsSchema({
      reviews: [{ ...builtInReviews[0]!, text, author: '<b>Ana</b>' }],
      averageRating: null,
      totalReviews: null,
    })
    const serialised = serializeJsonLd(node)
    expect(serialised).not.toMatch(/<\/?script/i)
    expect(serialised).not.toContain('<')
    const parsed = JSON.parse(serialised)
    expect(parsed.review[0].reviewBody).toBe(text)
    expect(parsed.review[0].author.name).toBe('<b>Ana</b>')
  })
})
