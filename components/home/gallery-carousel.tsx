'use client'

import useEmblaCarousel from 'embla-carousel-react'
import Image from 'next/image'
import { useCallback, useEffect, useState, type KeyboardEvent } from 'react'
import type { GalleryPicture } from '@/content/home'
import { Chevron } from '@/components/ui/chevron'

/**
 * The looping project gallery: 1, 2 or 3 pictures per view by screen size,
 * previous/next buttons from medium screens up, arrow keys when focused.
 */
export function GalleryCarousel({ pictures, label }: { pictures: GalleryPicture[]; label: string }) {
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
        <div className="-ml-4 flex touch-pan-y">
          {pictures.map((picture, index) => (
            <div
              key={picture.src}
              role="group"
              aria-roledescription="diapositiva"
              aria-label={`${index + 1} de ${pictures.length}`}
              className="min-w-0 shrink-0 grow-0 basis-full pl-4 md:basis-1/2 lg:basis-1/3"
            >
              <Image
                src={picture.src}
                alt={picture.alt}
                width={1200}
                height={900}
                unoptimized
                sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
                className="aspect-4/3 h-auto w-full rounded-(--radius-card) bg-brand-50 object-cover"
              />
            </div>
          ))}
        </div>
      </div>
      <div className="mt-6 hidden justify-end gap-3 md:flex">
        <button
          type="button"
          className={buttonClass}
          onClick={() => api?.scrollPrev()}
          disabled={!canScroll.prev}
        >
          <Chevron direction="left" className="size-6" />
          <span className="sr-only">Proyecto anterior</span>
        </button>
        <button
          type="button"
          className={buttonClass}
          onClick={() => api?.scrollNext()}
          disabled={!canScroll.next}
        >
          <Chevron direction="right" className="size-6" />
          <span className="sr-only">Siguiente proyecto</span>
        </button>
      </div>
    </div>
  )
}
