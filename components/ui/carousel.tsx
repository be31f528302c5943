'use client'

import useEmblaCarousel from 'embla-carousel-react'
import { useCallback, useEffect, useState, type KeyboardEvent, type ReactNode } from 'react'
import { Chevron } from './chevron'

/**
 * A looping carousel (embla): previous/next buttons, disabled when it cannot
 * move that way, and the arrow keys when focused. The slides are rendered by
 * the server and passed as children (see CarouselSlide), so this island
 * ships only the carousel's behaviour.
 */
export function Carousel({
  label,
  previousLabel,
  nextLabel,
  controls = 'always',
  children,
}: {
  label: string
  previousLabel: string
  nextLabel: string
  /** 'from-md': the buttons show from medium screens up (swipe and keys still work below). */
  controls?: 'always' | 'from-md'
  children: ReactNode
}) {
  const [viewportRef, api] = useEmblaCarousel({ loop: true, align: 'start' })
  const [canScroll, setCanScroll] = useState({ prev: false, next: false })

  const update = useCallback(() => {
    if (api) setCanScroll({ prev: api.canScrollPrev(), next: api.canScrollNext() })
  }, [api])

  useEffect(() => {
    if (!api) return
    api.on('init', update).on('reInit', update).on('select', update)
    queueMicrotask(update)
    return () => {
      api.off('init', update).off('reInit', update).off('select', update)
    }
  }, [api, update])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault()
      api?.scrollPrev()
    } else if (event.key === 'ArrowRight') {
      event.preventDefault()
      api?.scrollNext()
    }
  }

  const steps = [
    { direction: 'left', label: previousLabel, scroll: () => api?.scrollPrev(), enabled: canScroll.prev },
    { direction: 'right', label: nextLabel, scroll: () => api?.scrollNext(), enabled: canScroll.next },
  ] as const

  const buttonClass =
    'inline-flex size-12 items-center justify-center rounded-full bg-brand-800 text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-40'

  return (
    <div
      role="region"
      aria-roledescription="carrusel"
      aria-label={label}
      tabIndex={0}
      onKeyDown={onKeyDown}
      className="rounded-(--radius-card)"
    >
      <div ref={viewportRef} className="overflow-hidden">
        <div className="-ml-4 flex touch-pan-y">{children}</div>
      </div>
      <div className={`mt-6 justify-end gap-3 ${controls === 'from-md' ? 'hidden md:flex' : 'flex'}`}>
        {steps.map((step) => (
          <button
            key={step.direction}
            type="button"
            className={buttonClass}
            onClick={step.scroll}
            disabled={!step.enabled}
          >
            <Chevron direction={step.direction} className="size-6" />
            <span className="sr-only">{step.label}</span>
          </button>
        ))}
      </div>
    </div>
  )
}
