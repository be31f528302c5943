// The FAQ's look, shared by its light shell (faq-accordion.tsx) and the Radix
// accordion that replaces it (faq-accordion-radix.tsx), so the swap is invisible.
export const faqClasses = {
  root: 'divide-y divide-line rounded-(--radius-card) border border-line bg-white',
  trigger:
    'group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-brand-900 hover:bg-brand-50',
  chevron:
    'size-5 shrink-0 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none',
  answer: 'px-5 pb-5 text-muted data-[state=closed]:hidden',
}

/** Radix's value for the item at `index`. */
export const faqItemValue = (index: number) => `faq-${index}`
