/** The small buttons of the content form's lists, as in the SEO editor's FAQ list. */
export const smallButton =
  'rounded-md border border-line bg-white px-2.5 py-1 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-40'
