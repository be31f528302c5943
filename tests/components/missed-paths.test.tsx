/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react'
import { MissedPaths } from '@/components/admin/paths/missed-paths'
import type { MissedPath } from '@/lib/paths/types'

// 'Direcciones que fallan' never shows a path disguised by a bidi override:
// the admin reads the characters the path really holds.

const row = (path: string): MissedPath => ({
  path,
  kind: 'visitante',
  hits: 3,
  firstSeen: '2026-11-20T10:00:00Z',
  lastSeen: '2026-11-27T10:00:00Z',
})

it('lists a path with a bidi override with the override written out, and its link takes the real path', () => {
  render(<MissedPaths missed={[row('/factura\u202Efdp.exe'), row('/placas-cieza')]} />)
  const table = screen.getByRole('table', { name: 'Direcciones que fallan' })
  expect(table).toHaveTextContent('/factura\\u{202E}fdp.exe')
  expect(table.textContent).not.toContain('\u202E')
  const link = screen.getByRole('link', { name: 'Redirigir /factura\\u{202E}fdp.exe' })
  expect(link).toHaveAttribute('href', expect.stringContaining(encodeURIComponent('/factura\u202Efdp.exe')))
  expect(screen.getByRole('rowheader', { name: '/placas-cieza' })).toBeInTheDocument()
})
