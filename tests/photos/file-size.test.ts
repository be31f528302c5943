import { formatFileSize } from '@/lib/photos/file-size'

// One file's size reads the same on every photo screen (its upload card, a
// refusal, the library), rounded up so a file just over a limit never reads as it.

it('writes KB under a megabyte and MB to a tenth above, with a decimal comma', () => {
  expect(formatFileSize(184_320)).toBe('180 KB')
  expect(formatFileSize(300)).toBe('1 KB')
  expect(formatFileSize(2 ** 20)).toBe('1 MB')
  expect(formatFileSize(20 * 2 ** 20)).toBe('20 MB')
  expect(formatFileSize(3.25 * 2 ** 20)).toBe('3,3 MB')
})

it('rounds up, so 26.21 MB is never 26,2 MB in one place and 26,3 MB in another', () => {
  const bytes = Math.round(26.21 * 2 ** 20)
  expect(formatFileSize(bytes)).toBe('26,3 MB')
  expect(formatFileSize(20 * 2 ** 20 + 1)).toBe('20,1 MB')
})
