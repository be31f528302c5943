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
  className = '',
}: {
  children: ReactNode
  id?: string
  tone?: Tone
  labelledBy?: string
  className?: string
}) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={`py-(--spacing-section) ${tones[tone]} ${className}`}
    >
      <Container>{children}</Container>
    </section>
  )
}
