/**
 * One column of a results chart drawn on the server: the bar from the chart's baseline, its value
 * above it and its label under the baseline. `x` is the bar's left edge; texts are centred on it.
 */
export function ChartColumn({
  x,
  width,
  barHeight,
  value,
  label,
  chartHeight,
  bottom,
}: {
  x: number
  width: number
  barHeight: number
  value: number
  label: string
  chartHeight: number
  /** The room under the baseline, for the label. */
  bottom: number
}) {
  const centre = x + width / 2
  return (
    <g>
      <rect
        x={x}
        y={chartHeight - bottom - barHeight}
        width={width}
        height={barHeight}
        rx="2"
        className="fill-brand-700"
      />
      <text
        x={centre}
        y={chartHeight - bottom - barHeight - 4}
        textAnchor="middle"
        className="fill-ink text-[10px]"
      >
        {value}
      </text>
      <text x={centre} y={chartHeight - 8} textAnchor="middle" className="fill-muted text-[8px]">
        {label}
      </text>
    </g>
  )
}
