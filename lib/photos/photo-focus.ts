import 'server-only'
import { readPhotoFocus } from '@/lib/data'
import { photoPlaces } from '@/lib/content/check-photos'
import type { Point } from './focal-point'

/** Focal points by photo id; a photo missing here is cropped around its centre. */
export type FocalPoints = ReadonlyMap<string, Point>

const none: FocalPoints = new Map()

/** The focal points of the photos `content` names (one read; none when it names no photo). A failed read throws. */
export async function focalPointsIn(content: unknown): Promise<FocalPoints> {
  const ids = [...new Set(photoPlaces(content).map(({ id }) => id))]
  if (ids.length === 0) return none
  const points = await readPhotoFocus(ids)
  return new Map(points.map(({ id, x, y }) => [id, { x, y }]))
}
