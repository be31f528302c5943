/**
 * A chevron for client components (menus, accordion, carousel): a few bytes of
 * inline SVG instead of an icon library in the browser bundle.
 */
export function Chevron({
  direction = 'down',
  className = 'size-4',
}: {
  direction?: 'down' | 'up' | 'left' | 'right'
  className?: string
}) {
  const rotation = { down: '', up: 'rotate-180', left: 'rotate-90', right: '-rotate-90' }[direction]
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className={`${rotation} ${className}`}>
      <path d="M5 7l5 6 5-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}
