import type { ListSection as ListSectionData } from '@/content/types'
import { Icon } from '@/components/ui/icon'
import { CtaLink } from './cta-link'
import { SectionHeader } from './section-header'

export function ListSection({ section, headingId }: { section: ListSectionData; headingId: string }) {
  return (
    <>
      <SectionHeader id={headingId} heading={section.heading} intro={section.intro} />
      <ul className="mt-10 grid gap-x-10 gap-y-6 md:grid-cols-2">
        {section.items.map((item) => (
          <li key={item.title} className="flex gap-4">
            <Icon name="check" className="mt-1 size-6 shrink-0 text-success" />
            <div>
              <h3 className="font-semibold text-brand-900">{item.title}</h3>
              <p className="mt-1 text-muted">{item.text}</p>
            </div>
          </li>
        ))}
      </ul>
      {section.note ? (
        <p className="mt-8 max-w-3xl rounded-lg bg-sun-100 p-4 text-sm">{section.note}</p>
      ) : null}
      {section.cta ? <CtaLink cta={section.cta} className="mt-10" /> : null}
    </>
  )
}
