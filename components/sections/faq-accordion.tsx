'use client'

import { useCallback, useId, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import type { Faq } from '@/content/types'
import { Chevron } from '@/components/ui/chevron'
import { useWhenNearViewport } from '@/components/ui/use-when-near-viewport'
import { faqClasses, faqItemValue } from './faq-accordion-classes'
import type { FaqAccordionRadix } from './faq-accordion-radix'

type Loaded = { Accordion: typeof FaqAccordionRadix; open?: string; focusIndex?: number }

/**
 * The FAQ's light island: the accordion's markup, every question closed and
 * every answer in the HTML (hidden with CSS), without its behaviour. The Radix
 * accordion (faq-accordion-radix.tsx) is fetched when the visitor comes near
 * the FAQ, focuses or presses it, never with the page; it then replaces this
 * shell, with the question pressed meanwhile open and the focus kept.
 */
export function FaqAccordion({ items }: { items: Faq[] }) {
  const id = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const loading = useRef(false)
  const pressed = useRef<string | undefined>(undefined)
  // The press being held, if any: replacing the buttons before its release would lose its click.
  const heldPress = useRef<{ swap?: () => void } | null>(null)
  const [loaded, setLoaded] = useState<Loaded | null>(null)

  const load = useCallback(() => {
    if (loading.current) return
    loading.current = true
    import('./faq-accordion-radix').then(
      ({ FaqAccordionRadix }) => {
        const swap = () => {
          const buttons = Array.from(rootRef.current?.querySelectorAll('button') ?? [])
          const focused = buttons.indexOf(document.activeElement as HTMLButtonElement)
          // Committed now, not in a task of its own: a press landing on the shell in between would
          // be recorded after `open` was read, and the accordion would arrive with it closed.
          flushSync(() =>
            setLoaded({
              Accordion: FaqAccordionRadix,
              open: pressed.current,
              focusIndex: focused >= 0 ? focused : undefined,
            }),
          )
        }
        if (heldPress.current) heldPress.current.swap = swap
        else swap()
      },
      () => {
        loading.current = false // the next intent tries again
      },
    )
  }, [])
  useWhenNearViewport(rootRef, load, !loaded)

  if (loaded) {
    const { Accordion, open, focusIndex } = loaded
    return <Accordion items={items} defaultValue={open} focusIndex={focusIndex} />
  }

  const press = (value: string) => {
    pressed.current = pressed.current === value ? undefined : value
    load()
  }
  const onPointerDown = () => {
    const press: { swap?: () => void } = {}
    heldPress.current = press
    const listening = new AbortController()
    const released = () => {
      listening.abort()
      // The release's click is dispatched before this timeout runs; then the buttons can go.
      setTimeout(() => {
        if (heldPress.current === press) heldPress.current = null
        press.swap?.()
      })
    }
    window.addEventListener('pointerup', released, { signal: listening.signal })
    window.addEventListener('pointercancel', released, { signal: listening.signal })
    load()
  }
  return (
    <div ref={rootRef} className={faqClasses.root} onFocus={load} onPointerDown={onPointerDown}>
      {items.map((item, index) => (
        <div key={item.question} data-state="closed">
          <h3 data-state="closed">
            <button
              type="button"
              id={`${id}-question-${index}`}
              aria-expanded="false"
              data-state="closed"
              className={faqClasses.trigger}
              onClick={() => press(faqItemValue(index))}
            >
              {item.question}
              <Chevron className={faqClasses.chevron} />
            </button>
          </h3>
          <div
            role="region"
            aria-labelledby={`${id}-question-${index}`}
            data-state="closed"
            className={faqClasses.answer}
          >
            <p>{item.answer}</p>
          </div>
        </div>
      ))}
    </div>
  )
}
