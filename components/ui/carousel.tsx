'use client'

import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import type { CarouselApi, CarouselEngine } from './carousel-engine'
import { Chevron } from './chevron'
import { useWhenNearViewport } from './use-when-near-viewport'

type Direction = 'left' | 'right'

/**
 * A looping carousel (embla): previous/next buttons, disabled when it cannot
 * move that way, and the arrow keys when focused. The slides are rendered by
 * the server and passed as children (see CarouselSlide), so this island ships
 * only the carousel's behaviour, and that is fetched (carousel-engine.tsx) only
 * when the visitor comes near the carousel, focuses or presses it: never with
 * the page. An arrow key pressed before it arrives moves the carousel once it has.
 */
export function Carousel({
  label,
  previousLabel,
  nextLabel,
  controls = 'always',
  dots,
  children,
}: {
  label: string
  previousLabel: string
  nextLabel: string
  /** 'from-md': the buttons show from medium screens up (swipe and keys still work below). */
  controls?: 'always' | 'from-md'
  /**
   * Below medium screens, one dot per slide, named '<label> 2 de 6': they show
   * how many there are and which is in view, and move to one when pressed.
   */
  dots?: { count: number; label: string }
  children: ReactNode
}) {
  const regionRef = useRef<HTMLDivElement>(null)
  const viewportRef = useRef<HTMLDivElement>(null)
  const [Engine, setEngine] = useState<typeof CarouselEngine | null>(null)
  const [api, setApi] = useState<CarouselApi | null>(null)
  const [canScroll, setCanScroll] = useState({ prev: false, next: false })
  const [selected, setSelected] = useState(0)
  const loading = useRef(false)
  const pendingStep = useRef<Direction | number | null>(null)

  const load = useCallback(() => {
    if (loading.current) return
    loading.current = true
    import('./carousel-engine').then(
      ({ CarouselEngine }) => setEngine(() => CarouselEngine),
      () => {
        loading.current = false // the next intent tries again
      },
    )
  }, [])
  useWhenNearViewport(regionRef, load, !Engine)

  const update = useCallback(() => {
    if (!api) return
    setCanScroll({ prev: api.canScrollPrev(), next: api.canScrollNext() })
    setSelected(api.selectedScrollSnap())
  }, [api])

  /** A step left or right, or straight to a slide by its index. */
  const move = useCallback(
    (to: Direction | number) => {
      if (!api) {
        pendingStep.current = to
        load()
      } else if (to === 'left') api.scrollPrev()
      else if (to === 'right') api.scrollNext()
      else api.scrollTo(to)
    },
    [api, load],
  )

  useEffect(() => {
    if (!api) return
    api.on('init', update).on('reInit', update).on('select', update)
    queueMicrotask(update)
    if (pendingStep.current !== null) move(pendingStep.current)
    pendingStep.current = null
    return () => {
      api.off('init', update).off('reInit', update).off('select', update)
    }
  }, [api, update, move])

  const onKeyDown = (event: KeyboardEvent) => {
    const direction = event.key === 'ArrowLeft' ? 'left' : event.key === 'ArrowRight' ? 'right' : null
    if (!direction) return
    event.preventDefault()
    move(direction)
  }

  const steps = [
    { direction: 'left', label: previousLabel, enabled: canScroll.prev },
    { direction: 'right', label: nextLabel, enabled: canScroll.next },
  ] as const

  const buttonClass =
    'inline-flex size-12 items-center justify-center rounded-full bg-brand-800 text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-40'

  return (
    <div
      role="region"
      aria-roledescription="carrusel"
      aria-label={label}
      tabIndex={0}
      ref={regionRef}
      onKeyDown={onKeyDown}
      onFocus={load}
      onPointerDown={load}
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
            onClick={() => move(step.direction)}
            disabled={!step.enabled}
          >
            <Chevron direction={step.direction} className="size-6" />
            <span className="sr-only">{step.label}</span>
          </button>
        ))}
      </div>
      {dots ? (
        <div className="mt-4 flex justify-center gap-1 md:hidden">
          {Array.from({ length: dots.count }, (_, index) => (
            // A 44 px target around a small dot.
            <button
              key={index}
              type="button"
              aria-label={`${dots.label} ${index + 1} de ${dots.count}`}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => move(index)}
              className="group inline-flex size-11 items-center justify-center"
            >
              <span className="size-3 rounded-full border-2 border-brand-800 group-aria-[current=true]:bg-brand-800" />
            </button>
          ))}
        </div>
      ) : null}
      {Engine && <Engine viewport={viewportRef} onReady={setApi} />}
    </div>
  )
}
