import type { Section as SectionData } from '@/content/types'
import { Section } from '@/components/ui/section'
import { CardsSection } from './cards-section'
import { FiguresSection } from './figures-section'
import { ListSection } from './list-section'
import { StepsSection } from './steps-section'
import { TableSection } from './table-section'
import { TextSection } from './text-section'
import { ZonesSection } from './zones-section'

/** Renders one content section by its kind. */
export function ContentSection({ section, headingId }: { section: SectionData; headingId: string }) {
  switch (section.kind) {
    case 'text':
      return <TextSection section={section} headingId={headingId} />
    case 'cards':
      return <CardsSection section={section} headingId={headingId} />
    case 'steps':
      return <StepsSection section={section} headingId={headingId} />
    case 'list':
      return <ListSection section={section} headingId={headingId} />
    case 'zones':
      return <ZonesSection section={section} headingId={headingId} />
    case 'table':
      return <TableSection section={section} headingId={headingId} />
    case 'figures':
      return <FiguresSection section={section} headingId={headingId} />
  }
}

/** The content sections of a page in order, each in its own band, white and grey in turn. */
export function ContentSections({ sections }: { sections: SectionData[] }) {
  return sections.map((section, index) => {
    const headingId = `${section.id ?? `seccion-${index + 1}`}-titulo`
    return (
      <Section
        key={section.heading}
        id={section.id}
        labelledBy={headingId}
        tone={index % 2 === 0 ? 'white' : 'surface'}
      >
        <ContentSection section={section} headingId={headingId} />
      </Section>
    )
  })
}
