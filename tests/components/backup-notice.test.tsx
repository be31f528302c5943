/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react'
import { BackupSummary, BackupWarning } from '@/components/admin/backup-notice'

// What staff read of the local backups: the warning beside the mail notice,
// and the dashboard's last backup with its download.

const lastBackupAt = new Date('2026-11-25T02:00:00.000Z') // 03:00 in Madrid

describe('the backup warning', () => {
  it('says nothing while the last backup is recent and no attempt failed', () => {
    const { container } = render(<BackupWarning status={{ lastBackupAt, failure: null, overdue: false }} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('names a failed attempt, its reason and the last good backup', () => {
    render(
      <BackupWarning
        status={{
          lastBackupAt,
          failure: { at: new Date('2026-11-26T02:00:00.000Z'), message: 'ENOSPC: no space left on device' },
          overdue: false,
        }}
      />,
    )
    const warning = screen.getByRole('complementary', { name: 'La copia de seguridad no está al día' })
    expect(warning).toHaveTextContent(
      'La última copia automática falló el 26/11/2026 03:00: ENOSPC: no space left on device.',
    )
    expect(warning).toHaveTextContent('La copia más reciente es del 25/11/2026 03:00.')
  })

  it('warns when no backup is 48 hours old, or none was ever made', () => {
    const { rerender } = render(<BackupWarning status={{ lastBackupAt, failure: null, overdue: true }} />)
    expect(screen.getByRole('complementary')).toHaveTextContent(
      'La copia más reciente es del 25/11/2026 03:00.',
    )
    rerender(<BackupWarning status={{ lastBackupAt: null, failure: null, overdue: true }} />)
    expect(screen.getByRole('complementary')).toHaveTextContent('Todavía no hay ninguna copia de seguridad.')
  })
})

describe('the dashboard’s backup line', () => {
  it('shows when the last backup was made and offers the download', () => {
    render(<BackupSummary lastBackupAt={lastBackupAt} />)
    expect(screen.getByRole('region', { name: 'Copia de seguridad' })).toHaveTextContent(
      'Última copia automática: 25/11/2026 03:00.',
    )
    expect(screen.getByRole('link', { name: 'Descargar copia de seguridad' })).toHaveAttribute(
      'href',
      '/seo-dashboard/copia-de-seguridad',
    )
  })
})
