// Five stars filled to `value` (0 to 5, fractions shown as part of a star).
// With a label the stars are an image with that name; without one they are
// decoration beside a text that says the same.

// One path with five stars, 21 units apart, so a row is one small SVG.
const ROW = [0, 1, 2, 3, 4]
  .map((index) => `M${10 + index * 21} 1.6l2.5 5.2 5.7.8-4.1 4 1 5.6-5.1-2.7-5.1 2.7 1-5.6-4.1-4 5.7-.8z`)
  .join('')

function Row({ className }: { className: string }) {
  return (
    <svg
      viewBox="0 0 104 20"
      aria-hidden="true"
      focusable="false"
      className={`aspect-104/20 h-full w-auto max-w-none ${className}`}
      dangerouslySetInnerHTML={{ __html: `<path d="${ROW}" fill="currentColor"/>` }}
    />
  )
}

export function Stars({
  value,
  label,
  height = 'h-5',
  className = '',
}: {
  value: number
  label?: string
  /** The stars' height as a Tailwind class ('h-5'); the width follows. */
  height?: string
  className?: string
}) {
  const filled = Math.min(Math.max(value, 0), 5) * 20
  return (
    <span
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      className={`relative inline-flex shrink-0 ${height} ${className}`}
    >
      <Row className="text-line" />
      <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${filled}%` }}>
        <Row className="text-sun-500" />
      </span>
    </span>
  )
}
