import { renderShiftedRuns } from '@/bench/support/shifted-runs'
import { lighthouseRun } from '@/tests/support/lighthouse-run'

const run = (path: string, cls: number, layoutShifts: string[]) => lighthouseRun({ path, cls, layoutShifts })

test('a run that moved something is listed with the elements that moved', () => {
  const lines = renderShiftedRuns([
    run('/instalacion-placas-solares', 0.0571, [
      '<p class="mt-5"> Estudio técnico gratuito — score 0.057 — Web font loaded',
    ]),
  ])
  expect(lines[0]).toBe('### Layout shifts in single runs')
  expect(lines).toContain('- `/instalacion-placas-solares`: CLS 0.057')
  expect(lines).toContain('  - `<p class="mt-5"> Estudio técnico gratuito — score 0.057 — Web font loaded`')
})

test('with no shift in any run, the report says so', () => {
  expect(renderShiftedRuns([]).at(-1)).toBe(
    'No run of any page moved anything on screen (CLS 0 in every run).',
  )
})
