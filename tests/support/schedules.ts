import type { ScheduledPublication } from '@/lib/admin/scheduled-publications'

/** A publication of the help page scheduled by Ana, waiting for its time, with `changes` over it. */
export const scheduledPublication = (changes: Partial<ScheduledPublication> = {}): ScheduledPublication => ({
  path: '/ayudas-placas-solares',
  publishAt: '2026-12-01T08:30:00Z',
  scheduledAt: '2026-11-27T10:00:00Z',
  scheduledByEmail: 'ana@example.com',
  attempts: 0,
  lastError: null,
  publishedAt: null,
  late: false,
  draftChanged: false,
  cancelledAt: null,
  cancelReason: null,
  ...changes,
})
