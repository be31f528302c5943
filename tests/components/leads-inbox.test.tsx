import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toggleLeadHandledAction } from '@/app/(admin)/seo-dashboard/solicitudes/actions'
import { HandledToggle } from '@/components/admin/leads/handled-toggle'
import { LeadDetails } from '@/components/admin/leads/lead-details'
import { LeadsTable } from '@/components/admin/leads/leads-table'
import { toLeadSummary } from '@/lib/data/inbox-rows'
import { handledInboxLead } from '../support/leads'

// The server action is the toggle's edge: replaced here, tested for real in tests/leads and e2e.
jest.mock('@/app/(admin)/seo-dashboard/solicitudes/actions', () => ({ toggleLeadHandledAction: jest.fn() }))
const toggle = jest.mocked(toggleLeadHandledAction)

const hostile = handledInboxLead({
  name: '=HYPERLINK("http://x","y")',
  company: '<b>Empresa</b>',
  phone: '+34 611 222 333',
  message: '<img src=x onerror=alert(1)>\n<script>alert(2)</script>',
  notification: { status: 'pending', attempts: 2, lastError: '<i>SMTP 451</i>', sentAt: null },
})

describe('the inbox table', () => {
  it('shows what visitors typed as text, never as markup', () => {
    const { container } = render(
      <LeadsTable
        leads={[toLeadSummary(hostile)]}
        params={{ query: 'ana', status: 'handled', includeTests: false, page: 2 }}
      />,
    )
    expect(container.querySelector('img, script, b, i')).toBeNull()
    const table = screen.getByRole('table', {
      name: 'Solicitudes de presupuesto, de la más reciente a la más antigua',
    })
    const [, row] = within(table).getAllByRole('row')
    expect(within(row!).getByRole('link', { name: '=HYPERLINK("http://x","y")' })).toHaveAttribute(
      'href',
      `/seo-dashboard/solicitudes/${hostile.id}?q=ana&estado=atendidas&pagina=2`,
    )
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '05/07/2026 09:05',
      'Cieza',
      'ana@example.com',
      '+34 611 222 333',
      '<img src=x onerror=alert(1)>',
      'Sí',
      'No',
      'Pendiente de reintento',
      'Atendida',
    ])
  })
})

describe('the lead details', () => {
  it('show every field as text, with mail and phone links', () => {
    const { container } = render(<LeadDetails lead={hostile} />)
    expect(container.querySelector('img, script, b, i')).toBeNull()
    expect(screen.getByText(/^<img src=x onerror=alert\(1\)>/)).toHaveTextContent(
      '<img src=x onerror=alert(1)> <script>alert(2)</script>',
    )
    expect(screen.getByText('<b>Empresa</b>')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'ana@example.com' })).toHaveAttribute(
      'href',
      'mailto:ana@example.com',
    )
    expect(screen.getByRole('link', { name: '+34 611 222 333' })).toHaveAttribute('href', 'tel:+34611222333')
    expect(screen.getByText(/por gerencia@example\.com/)).toHaveTextContent(
      'el 25/12/2026 00:30 por gerencia@example.com',
    )
    expect(screen.getByText('Intentos: 2')).toBeInTheDocument()
    expect(screen.getByText('Último error: <i>SMTP 451</i>')).toBeInTheDocument()
  })

  it('link only well-formed e-mails and phones', () => {
    render(<LeadDetails lead={{ ...hostile, email: 'x@y.es?bcc=otro@z.es', phone: 'llamar tarde' }} />)
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByText('x@y.es?bcc=otro@z.es')).toBeInTheDocument()
    expect(screen.getByText('llamar tarde')).toBeInTheDocument()
  })
})

describe('the handled toggle', () => {
  beforeEach(() => toggle.mockReset())

  it('sends the lead and the state asked for, says it is saving, then shows the answer', async () => {
    let answer: (value: { ok: boolean; message: string }) => void = () => {}
    toggle.mockImplementation(() => new Promise((resolve) => (answer = resolve)))
    render(<HandledToggle leadId={hostile.id} handled={false} />)
    const button = screen.getByRole('button', { name: 'Marcar como atendida' })
    await userEvent.click(button)
    await waitFor(() => expect(button).toHaveTextContent('Guardando...'))
    expect(button).toHaveAttribute('aria-disabled', 'true')
    expect(toggle).toHaveBeenCalledTimes(1)
    const form = toggle.mock.calls[0]![1] as FormData
    expect(Object.fromEntries(form.entries())).toEqual({ id: hostile.id, handled: 'true' })

    await userEvent.click(button) // ignored while saving
    answer({ ok: true, message: 'Solicitud marcada como atendida.' })
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Solicitud marcada como atendida.'),
    )
    await new Promise((resolve) => setTimeout(resolve, 50)) // a queued second submission would run now
    expect(toggle).toHaveBeenCalledTimes(1)
  })

  it('offers to mark a handled lead as new again', () => {
    render(<HandledToggle leadId={hostile.id} handled />)
    expect(screen.getByRole('button', { name: 'Marcar como no atendida' })).toBeInTheDocument()
    expect(screen.getByDisplayValue('false')).toHaveAttribute('name', 'handled')
  })
})
