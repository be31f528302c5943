import type { LandingPage, Section } from '@/content/types'
import type { EffectiveSeo } from './types'

// The parts of a page's content that its SEO record owns: the H1, the first
// section's heading (h2_primary) and the FAQ items. What staff save is what
// visitors and crawlers read.

/** Sections with the first one's heading taken from the record (when it has one). */
export function withPrimaryHeading<T extends Section>(sections: T[], h2Primary: string): T[] {
  const [first, ...rest] = sections
  if (!first || !h2Primary.trim()) return sections
  return [{ ...first, heading: h2Primary }, ...rest]
}

/** A landing page's content with its H1, first heading and FAQs from the record. */
export function withSeo(page: LandingPage, seo: EffectiveSeo): LandingPage {
  return {
    ...page,
    hero: { ...page.hero, h1: seo.h1 },
    sections: withPrimaryHeading(page.sections, seo.h2Primary),
    faq: { ...page.faq, items: seo.faqs },
  }
}
