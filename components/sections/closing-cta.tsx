import type { LandingPage } from '@/content/types'
import { Heading } from '@/components/ui/heading'
import { CtaLink } from './cta-link'

export function ClosingCta({ closing, headingId }: { closing: LandingPage['closing']; headingId: string }) {
  return (
    <div className="mx-auto max-w-3xl text-center">
      <Heading level={2} id={headingId} className="text-white">
        {closing.heading}
      </Heading>
      <p className="mt-4 text-lg text-brand-100">{closing.text}</p>
      <CtaLink cta={closing.cta} className="mt-8" />
    </div>
  )
}
