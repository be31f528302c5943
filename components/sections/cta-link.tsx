import type { Cta } from '@/content/types'
import { ButtonLink, buttonClasses, type ButtonVariant } from '@/components/ui/button'

/**
 * A call to action from content. 'scroll' is a plain in-page anchor: the CSS
 * `scroll-behavior: smooth` of globals.css animates it, except under
 * prefers-reduced-motion, so it needs no JavaScript.
 */
export function CtaLink({
  cta,
  context,
  variant = 'primary',
  className = '',
}: {
  cta: Cta
  /**
   * What the link is about, for links whose visible label repeats on the page
   * ('Más información'): read by screen readers and crawlers, not shown.
   */
  context?: string
  variant?: ButtonVariant
  className?: string
}) {
  const label = context ? (
    <>
      {cta.label}
      <span className="sr-only">: {context}</span>
    </>
  ) : (
    cta.label
  )
  if (cta.behaviour === 'scroll') {
    return (
      <a href={cta.href} className={buttonClasses(variant, className)}>
        {label}
      </a>
    )
  }
  return (
    <ButtonLink href={cta.href} navigation={cta.behaviour} variant={variant} className={className}>
      {label}
    </ButtonLink>
  )
}
