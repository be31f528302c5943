/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react'
import { MissedPaths } from '@/components/admin/paths/missed-paths'
import type { MissedPath } from '@/lib/paths/types'

// The server actions are the edge here (tests/paths/redirect-actions.test.ts runs them on PGlite).
jest.mock('@/components/admin/paths/redirect-actions', () => ({ ignoreMissedPathAction: jest.fn() }))

// 'Direcciones que fallan' never shows a path disguised by a bidi override:
// the admin reads the characters the path really holds.

const row = (path: string, extra: Partial<MissedPath> = {}): MissedPath => ({
  path,
  kind: 'visitante',
  hits: 3,
  firstSeen: '2026-11-20T10:00:00Z',
  lastSeen: '2026-11-27T10:00:00Z',
  referrer: null,
  ignored: false,
  ...extra,
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

it('shows the page that linked to an address, and lists the ignored ones apart with a way back', () => {
  render(
    <MissedPaths
      missed={[
        row('/enlazada', { referrer: 'https://buscador.example.com/resultados' }),
        row('/ignorada', { ignored: true }),
      ]}
    />,
  )
  const failing = screen.getByRole('table', { name: 'Direcciones que fallan' })
  expect(failing).toHaveTextContent('https://buscador.example.com/resultados')
  expect(failing).not.toHaveTextContent('/ignorada')
  expect(screen.getByRole('button', { name: 'Ignorar /enlazada' })).toBeInTheDocument()
  expect(screen.getByText('Direcciones ignoradas (1)')).toBeInTheDocument()
  const ignored = screen.getByRole('table', { name: 'Direcciones ignoradas', hidden: true })
  expect(ignored).toHaveTextContent('/ignorada')
  expect(screen.getByRole('button', { name: 'Volver a mostrar /ignorada', hidden: true })).toBeInTheDocument()
})
