import {
  firstAttempt,
  fitWithin,
  nextAttempt,
  refusalOf,
  type Attempt,
} from '@/components/admin/photos/prepare-photo'
import { MAX_DEVICE_FILE_BYTES, MAX_PHOTO_SIDE, MAX_UPLOAD_BYTES } from '@/lib/photos/limits'

// The browser's arithmetic before an upload: which files it refuses, the size
// a photo is drawn at, and the encodings it tries until one fits the upload limit.

describe('refusalOf', () => {
  const file = (name: string, type: string, size = 1000) => ({ name, type, size })

  it('lets a photo of an accepted type and size go', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/avif'])
      expect(refusalOf(file('obra.x', type))).toBeNull()
    expect(refusalOf(file('obra.jpg', 'image/jpeg', MAX_DEVICE_FILE_BYTES))).toBeNull()
  })

  it('refuses a file over 20 MB, saying its size and the limit', () => {
    expect(refusalOf(file('obra.jpg', 'image/jpeg', MAX_DEVICE_FILE_BYTES + 1))).toBe(
      'La foto ocupa 20,1 MB; el máximo es 20 MB.',
    )
    expect(refusalOf(file('obra.jpg', 'image/jpeg', 50 * 2 ** 20))).toBe(
      'La foto ocupa 50 MB; el máximo es 20 MB.',
    )
  })

  it('refuses other types, HEIC with its own advice', () => {
    expect(refusalOf(file('notas.txt', 'text/plain'))).toBe(
      'Este archivo no es una foto JPEG, PNG, WebP o AVIF.',
    )
    expect(refusalOf(file('logo.svg', 'image/svg+xml'))).toBe(
      'Este archivo no es una foto JPEG, PNG, WebP o AVIF.',
    )
    expect(refusalOf(file('IMG_0001.HEIC', ''))).toMatch(/^Las fotos HEIC no se pueden subir/)
    expect(refusalOf(file('foto', 'image/heic'))).toMatch(/^Las fotos HEIC no se pueden subir/)
  })
})

describe('fitWithin', () => {
  it('caps the long side and keeps the proportions', () => {
    expect(fitWithin(4032, 3024, MAX_PHOTO_SIDE)).toEqual({ width: 2560, height: 1920 })
    expect(fitWithin(3024, 4032, MAX_PHOTO_SIDE)).toEqual({ width: 1920, height: 2560 })
    expect(fitWithin(6000, 1000, 2560)).toEqual({ width: 2560, height: 427 })
  })

  it('never enlarges, and never draws a side of zero', () => {
    expect(fitWithin(800, 600, MAX_PHOTO_SIDE)).toEqual({ width: 800, height: 600 })
    expect(fitWithin(10_000, 1, 2560)).toEqual({ width: 2560, height: 1 })
  })
})

describe('the encodings tried', () => {
  it('start at the capped side, quality 0.85', () => {
    expect(firstAttempt(4032)).toEqual({ side: 2560, quality: 0.85 })
    expect(firstAttempt(1200)).toEqual({ side: 1200, quality: 0.85 })
  })

  it('lower the quality first, then the side by the overshoot', () => {
    const over = MAX_UPLOAD_BYTES * 2
    const second = nextAttempt({ side: 2560, quality: 0.85 }, over, MAX_UPLOAD_BYTES)
    expect(second).toEqual({ side: 2560, quality: 0.75 })
    const third = nextAttempt(second!, over, MAX_UPLOAD_BYTES)
    expect(third).toEqual({ side: 2560, quality: 0.65 })
    // Twice the bytes: the side shrinks by √2 and 5 % more, 2560 → 1719 px.
    expect(nextAttempt(third!, over, MAX_UPLOAD_BYTES)).toEqual({ side: 1719, quality: 0.8 })
  })

  it('always come to an end, each smaller than the one before, never under 640 px', () => {
    // An encoder whose output never fits: the worst case.
    let attempt: Attempt | null = firstAttempt(8000)
    const tried: Attempt[] = []
    while (attempt) {
      tried.push(attempt)
      attempt = nextAttempt(attempt, MAX_UPLOAD_BYTES + 1, MAX_UPLOAD_BYTES)
    }
    expect(tried.length).toBeLessThan(200)
    expect(tried.at(-1)!.side).toBeGreaterThanOrEqual(640)
    for (let index = 1; index < tried.length; index++) {
      const [before, now] = [tried[index - 1]!, tried[index]!]
      expect(now.side < before.side || now.quality < before.quality).toBe(true)
    }
  })
})
