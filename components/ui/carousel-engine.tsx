'use client'

import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react'
import { useEffect, type RefObject } from 'react'

export type CarouselApi = NonNullable<UseEmblaCarouselType[1]>

/**
 * The carousel's behaviour (embla), fetched by Carousel when the visitor comes
 * near it: attaches to the viewport Carousel already rendered and hands the
 * API back. It renders nothing, so the slides are never re-created.
 */
export function CarouselEngine({
  viewport,
  onReady,
}: {
  viewport: RefObject<HTMLDivElement | null>
  onReady: (api: CarouselApi) => void
}) {
  const [attach, api] = useEmblaCarousel({ loop: true, align: 'start' })
  useEffect(() => attach(viewport.current), [attach, viewport])
  useEffect(() => {
    if (api) onReady(api)
  }, [api, onReady])
  return null
}
