/**
 * Pairs of a label and its value as a definition list. `className` lays out the list, `pairClassName`
 * each pair (`contents` lets the list's grid place label and value), `valueClassName` the values.
 */
export function LabelValues({
  pairs,
  className,
  pairClassName,
  valueClassName,
}: {
  pairs: readonly (readonly [label: string, value: string])[]
  className: string
  pairClassName: string
  valueClassName?: string
}) {
  return (
    <dl className={className}>
      {pairs.map(([label, value]) => (
        <div key={label} className={pairClassName}>
          <dt className="text-muted">{label}</dt>
          <dd className={valueClassName}>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
