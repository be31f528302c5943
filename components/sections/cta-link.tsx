import type { Cta } from '@/content/types'
import { ButtonLink, buttonClasses, type ButtonVariant } from '@/components/ui/button'

/**
 * A call to action from content. 'scroll' is a plain in-page anchor: the CSS
 * `scroll-behavior: smooth` of globals.css animates it, except under
 * prefers-reduced-motion, so it needs no JavaScript.
 */
export function CtaLink({
  cta,
  variant = 'primary',
  className = '',
}: {
  cta: Cta
  variant?: ButtonVariant
  className?: string
}) {
  if (cta.behaviour === 'scroll') {
    return (
      <a href={cta.href} className={buttonClasses(variant, className)}>
        {cta.label}
      </a>
    )
  }
  return (
    <ButtonLink href={cta.href} navigation={cta.behaviour} variant={variant} className={className}>
      {cta.label}
    </ButtonLink>
  )
}
