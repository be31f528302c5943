import type { ReactNode } from 'react'
import type { Section as SectionData } from '@/content/types'
import { Section } from '@/components/ui/section'
import { CardsSection } from './cards-section'
import { FiguresSection } from './figures-section'
import { ListSection } from './list-section'
import { StepsSection } from './steps-section'
import { TableSection } from './table-section'
import { TextSection } from './text-section'
import { ZonesSection } from './zones-section'

type SectionProps<Kind extends SectionData['kind']> = {
  section: Extract<SectionData, { kind: Kind }>
  headingId: string
}

/** The component that renders each kind of content section. */
const byKind: { [Kind in SectionData['kind']]: (props: SectionProps<Kind>) => ReactNode } = {
  text: TextSection,
  cards: CardsSection,
  steps: StepsSection,
  list: ListSection,
  zones: ZonesSection,
  table: TableSection,
  figures: FiguresSection,
}

/** Renders one content section by its kind. */
export function ContentSection({ section, headingId }: { section: SectionData; headingId: string }) {
  // Each kind's component takes that kind's section; TypeScript cannot follow the pairing through the lookup.
  const Component = byKind[section.kind] as (props: SectionProps<SectionData['kind']>) => ReactNode
  return <Component section={section} headingId={headingId} />
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
