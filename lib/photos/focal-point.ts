import { CENTRE } from '@/lib/validations/photo'

// Where a cropped photo keeps its focal point in view. A photo cropped around
// its centre gets no style at all, so its page's HTML stays as it was before
// focal points existed.

export type Point = { x: number; y: number }

const percent = (value: number) => `${Math.round(value * 1000) / 10}%`

/** The style keeping `point` in a cropped box; undefined for the centre (or no point), the browser's default. */
export function objectPositionStyle(point: Point | undefined): { objectPosition: string } | undefined {
  if (!point || (point.x === CENTRE && point.y === CENTRE)) return undefined
  return { objectPosition: `${percent(point.x)} ${percent(point.y)}` }
}
