import type { TextSection as TextSectionData } from '@/content/types'
import { CtaLink } from './cta-link'
import { FigureList } from './figure-list'
import { SectionHeader } from './section-header'

export function TextSection({ section, headingId }: { section: TextSectionData; headingId: string }) {
  const hasFigures = Boolean(section.figures?.length)
  return (
    <div className={hasFigures ? 'grid gap-10 lg:grid-cols-[3fr_2fr] lg:items-start' : ''}>
      <div>
        <SectionHeader id={headingId} heading={section.heading} intro={section.intro} />
        <div className="mt-6 max-w-3xl space-y-4 text-lg leading-relaxed">
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        {section.cta ? <CtaLink cta={section.cta} className="mt-8" /> : null}
      </div>
      {hasFigures ? <FigureList figures={section.figures!} /> : null}
    </div>
  )
}
