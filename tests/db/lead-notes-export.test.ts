import type { Caller } from '@/lib/db/roles'
import { anon, server } from '@/lib/data/transport'
import { databaseWithAccounts } from '../support/database'
import { engines } from '../support/engines'

// public.lead_notes_of, which the CSV export calls once for all its leads, on
// real SQL as each API role meets it: an admin gets the notes of the leads
// named, each lead's newest first; a signed-in account that is not an admin
// gets none (row-level security); a visitor and the site's server may not call it.

const ana = '0b7e6a52-8f1c-4d8e-9a57-3c1d2e4f5a6b'
const luis = '1c8f7b63-9a2d-4e9f-8b68-4d2e3f5a6b7c'
const nobody = '2d9a8c74-0b3e-4fa0-9c79-5e3f4a6b7c8d'

describe.each(engines)('on %s', (engine) => {
  const world = databaseWithAccounts(engine, { emptyBeforeEach: ['leads'] })
  const { run } = world
  const notesOf = async (caller: Caller, ids: string[]) =>
    (await run(caller, 'select public.lead_notes_of($1::uuid[]) as notes', [ids])).rows[0]!.notes as {
      lead_id: string
      body: string
    }[]

  beforeEach(async () => {
    await run(
      server,
      `insert into public.leads (id, email, name, city, message, privacy_accepted) values
         ($1, 'ana@example.com', 'Ana', 'Cieza', 'Quiero placas', true),
         ($2, 'luis@example.com', 'Luis', 'Murcia', 'Hola', true)`,
      [ana, luis],
    )
    await world.db.query(
      `insert into public.lead_notes (lead_id, body, created_at) values
         ($1, 'Primera', '2026-03-02 10:00+01'), ($1, 'Segunda', '2026-03-03 10:00+01'),
         ($2, 'De Luis', '2026-03-02 11:00+01')`,
      [ana, luis],
    )
  })

  it('answers an admin the notes of the leads named, each lead newest first', async () => {
    const notes = await notesOf(world.admin, [ana, luis, nobody])
    const byLead = (id: string) => notes.filter((note) => note.lead_id === id).map((note) => note.body)
    expect(notes).toHaveLength(3)
    expect(byLead(ana)).toEqual(['Segunda', 'Primera'])
    expect(byLead(luis)).toEqual(['De Luis'])
    expect(notes[0]).toEqual({
      lead_id: expect.any(String),
      id: expect.any(String),
      body: expect.any(String),
      created_at: expect.any(String),
      author_email: null,
    })
    expect((await notesOf(world.admin, [luis])).map((note) => note.body)).toEqual(['De Luis'])
    expect(await notesOf(world.admin, [])).toEqual([])
  })

  it('answers a signed-in account that is not an admin no note', async () => {
    expect(await notesOf(world.staff, [ana, luis])).toEqual([])
  })

  it('may not be called by a visitor nor by the site’s server', async () => {
    for (const caller of [anon, server])
      await expect(notesOf(caller, [ana])).rejects.toThrow(/permission denied for function lead_notes_of/)
  })
})
