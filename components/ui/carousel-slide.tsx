import type { ReactNode } from 'react'

/** One slide of a Carousel, rendered on the server; `className` sets its width per screen size (basis-*). */
export function CarouselSlide({
  index,
  count,
  className,
  children,
}: {
  index: number
  count: number
  className: string
  children: ReactNode
}) {
  return (
    <div
      role="group"
      aria-roledescription="diapositiva"
      aria-label={`${index + 1} de ${count}`}
      className={`min-w-0 shrink-0 grow-0 pl-4 ${className}`}
    >
      {children}
    </div>
  )
}
