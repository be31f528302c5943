import type { StepsSection as StepsSectionData } from '@/content/types'
import { CtaLink } from './cta-link'
import { SectionHeader } from './section-header'

export function StepsSection({ section, headingId }: { section: StepsSectionData; headingId: string }) {
  return (
    <>
      <SectionHeader id={headingId} heading={section.heading} intro={section.intro} />
      <ol className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {section.steps.map((step, index) => (
          <li
            key={step.title}
            className="relative rounded-(--radius-card) border border-line bg-white p-6 pl-20"
          >
            <span
              aria-hidden="true"
              className="absolute top-6 left-6 flex size-10 items-center justify-center rounded-full bg-brand-800 font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="text-subtitle font-semibold text-brand-900">{step.title}</h3>
            <p className="mt-2 text-muted">{step.text}</p>
          </li>
        ))}
      </ol>
      {section.cta ? <CtaLink cta={section.cta} className="mt-10" /> : null}
    </>
  )
}
