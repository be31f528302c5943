'use client'

import * as Accordion from '@radix-ui/react-accordion'
import type { Faq } from '@/content/types'
import { Chevron } from '@/components/ui/chevron'

/**
 * One question open at a time, closable again, operable by keyboard (Radix).
 * Answers are always rendered (forceMount) and hidden with CSS while closed,
 * so they are in the pre-rendered HTML that crawlers read.
 */
export function FaqAccordion({ items }: { items: Faq[] }) {
  return (
    <Accordion.Root
      type="single"
      collapsible
      className="divide-y divide-line rounded-(--radius-card) border border-line bg-white"
    >
      {items.map((item, index) => (
        <Accordion.Item key={item.question} value={`faq-${index}`}>
          <Accordion.Header asChild>
            <h3>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-brand-900 hover:bg-brand-50">
                {item.question}
                <Chevron className="size-5 shrink-0 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none" />
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content forceMount className="px-5 pb-5 text-muted data-[state=closed]:hidden">
            <p>{item.answer}</p>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  )
}
