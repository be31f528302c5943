import type { TableSection as TableSectionData } from '@/content/types'
import { CtaLink } from './cta-link'
import { SectionHeader } from './section-header'

export function TableSection({ section, headingId }: { section: TableSectionData; headingId: string }) {
  return (
    <>
      <SectionHeader id={headingId} heading={section.heading} intro={section.intro} />
      {/* Wide tables scroll sideways on phones instead of widening the page. */}
      <div
        className="mt-10 overflow-x-auto rounded-(--radius-card) border border-line"
        tabIndex={0}
        role="region"
        aria-label={section.caption}
      >
        <table className="w-full min-w-xl border-collapse bg-white text-left">
          <caption className="sr-only">{section.caption}</caption>
          <thead className="bg-brand-900 text-white">
            <tr>
              {section.columns.map((column) => (
                <th key={column} scope="col" className="px-4 py-3 font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {section.rows.map((row) => (
              <tr key={row.join('|')} className="border-t border-line even:bg-surface">
                {row.map((cell, index) =>
                  index === 0 ? (
                    <th key={index} scope="row" className="px-4 py-3 font-semibold text-brand-900">
                      {cell}
                    </th>
                  ) : (
                    <td key={index} className="px-4 py-3">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {section.note ? <p className="mt-4 max-w-3xl text-sm text-muted">{section.note}</p> : null}
      {section.cta ? <CtaLink cta={section.cta} className="mt-10" /> : null}
    </>
  )
}
