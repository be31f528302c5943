import type { ReactNode } from 'react'
import { Container } from './container'

type Tone = 'white' | 'surface' | 'brand'

const tones: Record<Tone, string> = {
  white: 'bg-white',
  surface: 'bg-surface',
  brand: 'bg-brand-900 text-white',
}

/** A full-width band of the page with vertical rhythm and a centred container. */
export function Section({
  children,
  id,
  tone = 'white',
  labelledBy,
  renderWhenVisible = true,
  className = '',
}: {
  children: ReactNode
  id?: string
  tone?: Tone
  labelledBy?: string
  /** Skip its layout and paint while it is off-screen (see `render-when-visible` in globals.css). */
  renderWhenVisible?: boolean
  className?: string
}) {
  // Never on dark bands: contrast checkers (axe, Lighthouse) read a skipped band's text as if
  // it sat on the page's white, and report light text that is in fact on navy.
  const deferred = renderWhenVisible && tone !== 'brand'
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={`py-(--spacing-section) ${tones[tone]} ${deferred ? 'render-when-visible' : ''} ${className}`}
    >
      <Container>{children}</Container>
    </section>
  )
}
