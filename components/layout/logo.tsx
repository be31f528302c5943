import Link from 'next/link'
import { site } from '@/content/site'
// The mark's shapes as one piece of markup: React hydrates one element instead
// of eleven, in the header and again in the footer.
const sunRays = [0, -50, 50, -90, 90].map(
  (angle) => `<rect x="30" y="4" width="4" height="9" rx="2" transform="rotate(${angle} 32 30)"/>`,
)
const markShapes = [
  `<g fill="#f59e0b"><circle cx="32" cy="30" r="13"/>${sunRays.join('')}</g>`,
  '<path d="M8 38h48l-5 22H13z" fill="#13315c"/>',
  '<path d="M16 38l-2 22M26 38l-1 22M38 38l1 22M48 38l2 22M10 45h44M11 52h42" stroke="#8ecae6" stroke-width="1.5"/>',
  '<path d="M35 40l-9 11h6l-3 9 10-12h-6l3-8z" fill="#fbbf24" stroke="#0b2545" stroke-width="1.2" stroke-linejoin="round"/>',
].join('')

/** The brand mark: a sun over a solar panel with a lightning bolt. Decorative; the link around it carries the name. */
export function LogoMark({ className = '' }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
      className={className}
      dangerouslySetInnerHTML={{ __html: markShapes }}
    />
  )
}

/**
 * The logo and the brand, linking home: in the site header, the footer and the
 * admin area. No prefetch: the home page's code is not needed on every page.
 */
export function BrandLink({ className, textClassName }: { className: string; textClassName?: string }) {
  return (
    <Link href="/" prefetch={false} className={`flex items-center gap-2 font-bold no-underline ${className}`}>
      <LogoMark className="size-10 shrink-0" />
      <span className={textClassName}>{site.brand}</span>
    </Link>
  )
}
