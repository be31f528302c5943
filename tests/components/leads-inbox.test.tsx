/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { addLeadNoteAction, setLeadStatusAction } from '@/components/admin/leads/inbox-actions'
import { LeadActivityPanels } from '@/components/admin/leads/lead-activity'
import { LeadDetails, replyHref } from '@/components/admin/leads/lead-details'
import { LeadNoteForm } from '@/components/admin/leads/lead-note-form'
import { LeadStatusForm } from '@/components/admin/leads/lead-status-form'
import { LeadsTable } from '@/components/admin/leads/leads-table'
import { toLeadSummary } from '@/lib/data/leads-inbox'
import { quotedInboxLead, sampleEstimate, sampleInboxLead } from '../support/leads'
import { textsByRole } from '../support/texts-by-role'

// The server actions are the forms' edge: replaced here, tested for real in tests/leads and e2e.
jest.mock('@/components/admin/leads/inbox-actions', () => ({
  setLeadStatusAction: jest.fn(),
  addLeadNoteAction: jest.fn(),
}))
const saveStatus = jest.mocked(setLeadStatusAction)
const saveNote = jest.mocked(addLeadNoteAction)

const hostile = quotedInboxLead({
  name: '=HYPERLINK("http://x","y")',
  company: '<b>Empresa</b>',
  phone: '+34 611 222 333',
  message: '<img src=x onerror=alert(1)>\n<script>alert(2)</script>',
  notification: { status: 'pending', attempts: 2, lastError: '<i>SMTP 451</i>', sentAt: null },
})

/** What a lead's page says beside one of its terms: the <dd> after that <dt>. */
const described = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent

describe('the inbox table', () => {
  it('shows what visitors typed as text, never as markup', () => {
    const { container } = render(
      <LeadsTable
        leads={[toLeadSummary(hostile)]}
        params={{ query: 'ana', status: 'quote_sent', source: null, includeTests: false, page: 2 }}
      />,
    )
    expect(container.querySelector('img, script, b, i')).toBeNull()
    const table = screen.getByRole('table', {
      name: 'Solicitudes de presupuesto, de la más reciente a la más antigua',
    })
    const [, row] = within(table).getAllByRole('row')
    expect(within(row!).getByRole('link', { name: '=HYPERLINK("http://x","y")' })).toHaveAttribute(
      'href',
      `/seo-dashboard/solicitudes/${hostile.id}?q=ana&estado=presupuesto-enviado&pagina=2`,
    )
    expect(textsByRole(row!, 'cell')).toEqual([
      '05/07/2026 09:05',
      'ana@example.com+34 611 222 333',
      'Cieza',
      '<img src=x onerror=alert(1)>',
      '/instalacion-placas-murcia',
      'Pendiente de reintento',
      'Presupuesto enviado',
    ])
    // Long values may break only after an e-mail's '@' or '.', or a path's '-' or '/'.
    expect(within(row!).getByText('ana@', { exact: false }).innerHTML).toBe('ana@<wbr>example.<wbr>com')
  })

  it('lists the same leads as cards for small screens, each named by its link', () => {
    render(
      <LeadsTable
        leads={[toLeadSummary(hostile)]}
        params={{ query: '', status: 'all', source: null, includeTests: false, page: 1 }}
      />,
    )
    const cards = screen.getByRole('list', {
      name: 'Solicitudes de presupuesto, de la más reciente a la más antigua',
    })
    const [card] = within(cards).getAllByRole('listitem')
    expect(within(card!).getByRole('link', { name: '=HYPERLINK("http://x","y")' })).toBeInTheDocument()
    expect(card).toHaveTextContent('Presupuesto enviado')
    expect(card).toHaveTextContent('/instalacion-placas-murcia')
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
    expect(screen.getByText('Presupuesto enviado')).toBeInTheDocument()
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

describe('a lead that came with a savings estimate', () => {
  const withEstimate = sampleInboxLead({ name: 'Con cálculo', estimate: sampleEstimate })
  const without = sampleInboxLead({ name: 'Sin cálculo' })

  it('is marked in the inbox, in the table and on the small screen’s cards, and the others are not', () => {
    render(
      <LeadsTable
        leads={[withEstimate, without].map(toLeadSummary)}
        params={{ query: '', status: 'all', source: null, includeTests: false, page: 1 }}
      />,
    )
    const table = screen.getByRole('table')
    const [, marked, plain] = within(table).getAllByRole('row')
    expect(within(marked!).getByRole('rowheader')).toHaveTextContent(/^Con cálculoCálculo de ahorro$/)
    expect(within(plain!).getByRole('rowheader')).toHaveTextContent(/^Sin cálculo$/)
    const [markedCard, plainCard] = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(markedCard).toHaveTextContent('Cálculo de ahorro')
    expect(plainCard).not.toHaveTextContent('Cálculo de ahorro')
  })

  it('shows its summary on the lead’s page, a line each; a lead without one shows no such row', () => {
    const { unmount } = render(<LeadDetails lead={withEstimate} />)
    const row = screen.getByText('Cálculo de ahorro', { selector: 'dt' }).parentElement!
    expect(within(row).getByText('Ahorro al año', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '600 € – 800 €',
    )
    expect(within(row).getByText('Instalación', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '3 – 4 kW',
    )
    unmount()
    render(<LeadDetails lead={without} />)
    expect(screen.queryByText('Cálculo de ahorro')).toBeNull()
  })
})

describe('where the lead came from', () => {
  it('shows the credited page, the pages, the referring site and the utm values, a dash for the unknown', () => {
    render(<LeadDetails lead={hostile} />)
    const shown = {
      'Página de origen': '/instalacion-placas-murcia',
      'Página del formulario': '/solicitar-presupuesto',
      'Página anterior': '/instalacion-placas-murcia',
      'Web de procedencia': 'www.google.com',
      'Campaña: origen': 'google',
      'Campaña: medio': 'cpc',
      'Campaña: nombre': '—',
    }
    expect(Object.fromEntries(Object.keys(shown).map((term) => [term, described(term)]))).toEqual(shown)
  })
})

describe('the notification on a lead’s page', () => {
  const at = '2026-11-27T02:33:00.000Z'
  const notificationText = () => described('Aviso por correo')

  it.each([
    [
      { status: 'logged', attempts: 1, sentAt: at },
      'Solo en el registro: correo sin configurar',
      'Escrita en el registro el 27/11/2026 03:33',
    ],
    [{ status: 'sent', attempts: 1, sentAt: at }, 'Enviada', 'Enviada el 27/11/2026 03:33'],
    [
      { status: 'pending', attempts: 0, sentAt: null },
      'Pendiente de envío',
      'En cola desde el 05/07/2026 09:05',
    ],
    [
      { status: 'pending', attempts: 2, sentAt: null },
      'Pendiente de reintento',
      'Sin enviar, en reintentos desde el 05/07/2026 09:05',
    ],
    [
      { status: 'failed', attempts: 5, sentAt: null },
      'Fallida',
      'Sin enviar (intentos agotados) desde el 05/07/2026 09:05',
    ],
  ] as const)('words its date for what happened: %o', (state, badge, dateLine) => {
    render(<LeadDetails lead={sampleInboxLead({ notification: { ...state, lastError: null } })} />)
    expect(notificationText()).toContain(badge)
    expect(notificationText()).toContain(dateLine)
  })

  it('says “Enviada” only of an e-mail that was sent', () => {
    for (const status of ['logged', 'pending', 'failed', 'skipped'] as const) {
      const { unmount } = render(
        <LeadDetails
          lead={sampleInboxLead({ notification: { status, attempts: 1, lastError: null, sentAt: at } })}
        />,
      )
      expect(notificationText()).not.toMatch(/Enviada/)
      unmount()
    }
  })
})

describe('the reply link', () => {
  it('opens a reply with the subject filled in, only for a plain address', () => {
    expect(replyHref('ana@example.com')).toBe(
      'mailto:ana@example.com?subject=Re%3A%20Tu%20solicitud%20de%20presupuesto%20en%20Solar%20y%20Electricidad%20Cieza',
    )
    expect(replyHref('x@y.es?bcc=otro@z.es')).toBeNull()
  })
})

describe('the state form', () => {
  beforeEach(() => saveStatus.mockReset())

  it('shows the current state, sends the one chosen, says it is saving, then shows the answer', async () => {
    let answer: (value: { ok: boolean; message: string }) => void = () => {}
    saveStatus.mockImplementation(() => new Promise((resolve) => (answer = resolve)))
    render(<LeadStatusForm leadId={hostile.id} status="contacted" />)
    const select = screen.getByRole('combobox', { name: 'Estado' })
    expect(select).toHaveDisplayValue('Contactada')
    expect(textsByRole(select, 'option')).toEqual([
      'Nueva',
      'Contactada',
      'Presupuesto enviado',
      'Ganada',
      'Perdida',
    ])
    await userEvent.selectOptions(select, 'Presupuesto enviado')
    const button = screen.getByRole('button', { name: 'Guardar estado' })
    await userEvent.click(button)
    await waitFor(() => expect(button).toHaveTextContent('Guardando...'))
    expect(button).toHaveAttribute('aria-disabled', 'true')
    const form = saveStatus.mock.calls[0]![1] as FormData
    expect(Object.fromEntries(form.entries())).toEqual({ id: hostile.id, status: 'quote_sent' })

    await userEvent.click(button) // ignored while saving
    answer({ ok: true, message: 'Estado guardado: Presupuesto enviado.' })
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Estado guardado: Presupuesto enviado.'),
    )
    // Idle again: a queued second submission would keep the form pending (its answer never comes).
    await waitFor(() => expect(button).toHaveTextContent('Guardar estado'))
    expect(button).toHaveAttribute('aria-disabled', 'false')
    expect(saveStatus).toHaveBeenCalledTimes(1)
  })

  it('marks the select and describes it with the problem when the server refuses the state', async () => {
    const message = 'Elige un estado de la lista.'
    saveStatus.mockResolvedValueOnce({ ok: false, message, fieldErrors: { status: message } })
    render(<LeadStatusForm leadId={hostile.id} status="new" />)
    const select = screen.getByRole('combobox', { name: 'Estado' })
    expect(select).not.toHaveAttribute('aria-invalid')
    await userEvent.click(screen.getByRole('button', { name: 'Guardar estado' }))
    await waitFor(() => expect(select).toHaveAttribute('aria-invalid', 'true'))
    expect(select).toHaveAccessibleDescription(message)
    expect(screen.getByRole('status')).toHaveTextContent(message)
  })
})

describe('the history and the notes', () => {
  beforeEach(() => saveNote.mockReset())

  it('list each step and note with who and when, the notes as text', () => {
    const { container } = render(
      <LeadActivityPanels
        lead={hostile}
        activity={{
          changes: [
            { from: 'new', to: 'contacted', at: '2026-07-06T08:00:00.000Z', by: 'gerencia@example.com' },
            {
              from: 'contacted',
              to: 'quote_sent',
              at: '2026-07-08T15:30:00.000Z',
              by: 'oficina@example.com',
            },
          ],
          notes: [{ id: 'n1', body: '<b>Llamar</b> el lunes', at: '2026-07-06T08:05:00.000Z', by: null }],
        }}
      />,
    )
    expect(textsByRole(screen.getByRole('region', { name: 'Historial' }), 'listitem')).toEqual([
      'Recibida desde la web05/07/2026 09:05',
      'Nueva → Contactada06/07/2026 10:00 · gerencia@example.com',
      'Contactada → Presupuesto enviado08/07/2026 17:30 · oficina@example.com',
    ])
    expect(container.querySelector('b')).toBeNull()
    expect(screen.getByText('<b>Llamar</b> el lunes')).toBeInTheDocument()
  })

  it('clear the note after a save, and keep it with the message when the save fails', async () => {
    saveNote.mockResolvedValueOnce({ ok: false, message: 'No se pudo guardar la nota. Inténtalo de nuevo.' })
    saveNote.mockResolvedValueOnce({ ok: true, message: 'Nota añadida.' })
    render(<LeadNoteForm leadId={hostile.id} />)
    const box = screen.getByRole('textbox', { name: 'Nueva nota interna' })
    await userEvent.type(box, 'Visitar el tejado')
    await userEvent.click(screen.getByRole('button', { name: 'Añadir nota' }))
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('No se pudo guardar la nota. Inténtalo de nuevo.'),
    )
    expect(box).toHaveValue('Visitar el tejado')
    await userEvent.click(screen.getByRole('button', { name: 'Añadir nota' }))
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Nota añadida.'))
    expect(box).toHaveValue('')
    expect(Object.fromEntries((saveNote.mock.calls[1]![1] as FormData).entries())).toEqual({
      id: hostile.id,
      body: 'Visitar el tejado',
    })
  })

  it('mark the note invalid only when the problem is the note itself', async () => {
    saveNote.mockResolvedValueOnce({ ok: false, message: 'No se pudo guardar la nota. Inténtalo de nuevo.' })
    saveNote.mockResolvedValueOnce({
      ok: false,
      message: 'Escribe la nota.',
      fieldErrors: { body: 'Escribe la nota.' },
    })
    render(<LeadNoteForm leadId={hostile.id} />)
    const box = screen.getByRole('textbox', { name: 'Nueva nota interna' })
    const button = screen.getByRole('button', { name: 'Añadir nota' })
    await userEvent.click(button)
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('No se pudo guardar la nota. Inténtalo de nuevo.'),
    )
    expect(box).not.toHaveAttribute('aria-invalid')
    expect(box).not.toHaveAttribute('aria-describedby')
    await userEvent.click(button)
    await waitFor(() => expect(box).toHaveAttribute('aria-invalid', 'true'))
    expect(box).toHaveAccessibleDescription('Escribe la nota.')
    expect(screen.getByRole('status')).toHaveTextContent('Escribe la nota.')
  })
})
