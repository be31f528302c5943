import Link from 'next/link'
import type { Column } from '@/components/admin/admin-table'
import { ScrollingTable, cardBox, listLook } from '@/components/admin/scrolling-table'
import { madridDayAndTime } from '@/lib/admin/madrid-time'
import { isPending, scheduleState } from '@/lib/admin/scheduled-publications'
import type { ScheduledPublication } from '@/lib/admin/types'
import { editorHref } from '@/lib/seo/dashboard-path'
import { CancelScheduleButton } from './cancel-schedule-button'

const cell = 'px-4 py-3 align-top'
const toneClass = { ok: 'text-brand-800', waiting: 'text-brand-950', error: 'font-semibold text-danger' }
const allPages = {}
const caption =
  'Publicaciones programadas, y las publicadas o canceladas en los últimos 7 días (hora de España peninsular)'

const columns: Column<ScheduledPublication>[] = [
  {
    header: 'Página',
    rowHeader: true,
    className: `${cell} font-normal`,
    cell: (row) => (
      <Link href={editorHref(row.path, allPages, 'contenido')} className="font-mono text-brand-700">
        {row.path}
      </Link>
    ),
  },
  {
    header: 'Fecha',
    className: `${cell} whitespace-nowrap tabular-nums`,
    cell: (row) => {
      const { day, time } = madridDayAndTime(row.publishAt)
      return `${day} ${time}`
    },
  },
  { header: 'Programada por', className: cell, cell: (row) => row.scheduledByEmail ?? '—' },
  {
    header: 'Estado',
    className: cell,
    cell: (row) => {
      const state = scheduleState(row)
      return (
        <span
          className={toneClass[state.tone]}
          title={isPending(row) ? (row.lastError ?? undefined) : undefined}
        >
          {state.text}
        </span>
      )
    },
  },
  {
    header: <span className="sr-only">Acciones</span>,
    className: cell,
    cell: (row) =>
      row.publishedAt ? null : (
        <CancelScheduleButton path={row.path} label={row.cancelledAt ? 'Quitar' : 'Cancelar'} />
      ),
  },
]

/**
 * The dashboard's scheduled publications: those waiting (or failing), and those published or cancelled in
 * the last 7 days; a cancelled one can be removed ('Quitar').
 */
export function ScheduledList({ schedules }: { schedules: ScheduledPublication[] }) {
  return (
    <section aria-labelledby="programadas-titulo" className="mt-8">
      <h2 id="programadas-titulo" className="text-xl font-bold text-brand-900">
        Publicaciones programadas
      </h2>
      {schedules.length === 0 ? (
        <p className="mt-1 text-muted">No hay publicaciones programadas.</p>
      ) : (
        <ScrollingTable
          boxClassName={`mt-4 ${cardBox}`}
          columns={columns}
          rows={schedules}
          rowKey={(row) => row.path}
          caption={{ text: caption, className: 'px-4 py-3 text-left text-muted' }}
          {...listLook}
          headerClassName="px-4 py-2 font-semibold"
        />
      )}
    </section>
  )
}
