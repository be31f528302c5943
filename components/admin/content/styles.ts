/** The small buttons of the content form's lists, as in the SEO editor's FAQ list. */
export const smallButton =
  'rounded-md border border-line bg-white px-2.5 py-1 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-40'

/** A part of the page (hero, sections, closing...): a white card with a large legend, as each section is. */
export const topLevelBox = 'rounded-xl border border-line bg-white p-4 shadow-sm'
export const topLevelLegend = 'px-1 text-lg font-bold text-brand-900'
