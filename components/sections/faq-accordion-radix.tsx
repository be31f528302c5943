'use client'

import * as Accordion from '@radix-ui/react-accordion'
import { useEffect, useRef } from 'react'
import type { Faq } from '@/content/types'
import { Chevron } from '@/components/ui/chevron'
import { faqClasses, faqItemValue } from './faq-accordion-classes'

/**
 * One question open at a time, closable again, operable by keyboard (Radix).
 * Answers are always rendered (forceMount) and hidden with CSS while closed.
 * Fetched by FaqAccordion, which it replaces: it opens the question the visitor
 * pressed meanwhile (`defaultValue`) and keeps the focus where it was.
 */
export function FaqAccordionRadix({
  items,
  defaultValue,
  focusIndex,
}: {
  items: Faq[]
  defaultValue?: string
  focusIndex?: number
}) {
  const rootRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (focusIndex === undefined) return
    rootRef.current?.querySelectorAll('button')[focusIndex]?.focus({ preventScroll: true })
  }, [focusIndex])

  return (
    <Accordion.Root
      ref={rootRef}
      type="single"
      collapsible
      defaultValue={defaultValue}
      className={faqClasses.root}
    >
      {items.map((item, index) => (
        <Accordion.Item key={item.question} value={faqItemValue(index)}>
          <Accordion.Header asChild>
            <h3>
              <Accordion.Trigger className={faqClasses.trigger}>
                {item.question}
                <Chevron className={faqClasses.chevron} />
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content forceMount className={faqClasses.answer}>
            <p>{item.answer}</p>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  )
}
