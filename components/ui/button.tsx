import Link from 'next/link'
import type { ReactNode } from 'react'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost-light'

const base =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-6 py-3 text-base font-semibold no-underline transition-colors disabled:cursor-not-allowed disabled:opacity-60'

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-sun-400 text-brand-950 hover:bg-sun-300',
  secondary: 'bg-brand-800 text-white hover:bg-brand-700',
  'ghost-light': 'border-2 border-white/80 text-white hover:bg-white/10',
}

export function buttonClasses(variant: ButtonVariant = 'primary', className = '') {
  return `${base} ${variants[variant]} ${className}`
}

/**
 * A link styled as a button. `navigation` 'page' renders a plain anchor, so the
 * browser does a full page load; 'client' uses Next.js client navigation.
 */
export function ButtonLink({
  href,
  children,
  variant = 'primary',
  navigation = 'client',
  prefetch,
  className = '',
}: {
  href: string
  children: ReactNode
  variant?: ButtonVariant
  navigation?: 'page' | 'client'
  /** false: a client link that fetches its page only when used (one shown on every page). */
  prefetch?: false
  className?: string
}) {
  const classes = buttonClasses(variant, className)
  if (navigation === 'page') {
    return (
      <a href={href} className={classes}>
        {children}
      </a>
    )
  }
  return (
    <Link href={href} prefetch={prefetch} className={classes}>
      {children}
    </Link>
  )
}
