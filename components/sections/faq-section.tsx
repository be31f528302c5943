import type { FaqBlock } from '@/content/types'
import { FaqAccordion } from './faq-accordion'
import { SectionHeader } from './section-header'

export function FaqSection({ faq, headingId }: { faq: FaqBlock; headingId: string }) {
  return (
    <div className="mx-auto max-w-3xl">
      <SectionHeader id={headingId} heading={faq.heading} intro={[faq.description]} />
      <div className="mt-8">
        <FaqAccordion items={faq.items} />
      </div>
    </div>
  )
}
