import type { CardsSection as CardsSectionData } from '@/content/types'
import { Card } from '@/components/ui/card'
import { Icon } from '@/components/ui/icon'
import { CtaLink } from './cta-link'
import { SectionHeader } from './section-header'

const grid = {
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const

export function CardsSection({ section, headingId }: { section: CardsSectionData; headingId: string }) {
  return (
    <>
      <SectionHeader id={headingId} heading={section.heading} intro={section.intro} />
      <ul className={`mt-10 grid gap-6 ${grid[section.columns]}`}>
        {section.cards.map((card) => (
          <li key={card.title} className="flex">
            <Card className="w-full">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-sun-100 text-brand-800">
                <Icon name={card.icon} />
              </span>
              <h3 className="mt-4 text-subtitle font-semibold text-brand-900">{card.title}</h3>
              <p className="mt-2 text-muted">{card.text}</p>
              {card.points?.length ? (
                <ul className="mt-4 space-y-2 text-sm">
                  {card.points.map((point) => (
                    <li key={point} className="flex gap-2">
                      <Icon name="check" className="mt-0.5 size-4 shrink-0 text-success" />
                      {point}
                    </li>
                  ))}
                </ul>
              ) : null}
              {card.cta ? (
                <div className="mt-auto pt-6">
                  <CtaLink
                    cta={card.cta}
                    context={card.title}
                    variant="secondary"
                    className="w-full sm:w-auto"
                  />
                </div>
              ) : null}
            </Card>
          </li>
        ))}
      </ul>
      {section.cta ? <CtaLink cta={section.cta} className="mt-10" /> : null}
    </>
  )
}
