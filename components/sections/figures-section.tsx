import type { FiguresSection as FiguresSectionData } from '@/content/types'
import { FigureList } from './figure-list'
import { SectionHeader } from './section-header'

export function FiguresSection({ section, headingId }: { section: FiguresSectionData; headingId: string }) {
  return (
    <>
      <SectionHeader id={headingId} heading={section.heading} intro={section.intro} />
      <div className="mt-10">
        <FigureList figures={section.figures} columns="sm:grid-cols-2 lg:grid-cols-4" />
      </div>
    </>
  )
}
