import { z } from 'zod'
import { selectRows } from '@/lib/data/answer'
import { localTransport } from '@/lib/data/local/backend'
import { anon } from '@/lib/data/transport'
import { DataError } from '@/lib/data/types'
import { createTestDb } from '../support/database'

// A table read is checked at lib/data's door against the relation's row schema: a row comes out as the
// schema outputs it, a malformed one throws a DataError naming the relation and what is amiss. Here over
// PGlite, which answers rows as PostgREST does (JSON): timestamptz as an ISO string with its offset,
// bigint as a number, jsonb as itself.

type Db = Awaited<ReturnType<typeof createTestDb>>
let db: Db
beforeAll(async () => {
  db = await createTestDb()
  await db.query(
    `insert into public.seo_pages (path, title, description, h1, faqs, updated_at)
     values ('/aviso-legal', 'Aviso legal', 'Texto', 'Aviso', '[{"question": "¿Qué?", "answer": "Esto."}]',
             '2026-03-05 09:15:00.123456+00')`,
  )
}, 120_000)
afterAll(() => db.close())

const read = (schema: z.ZodType) =>
  selectRows(
    localTransport(async () => db),
    'seo_pages',
    { eq: ['path', '/aviso-legal'], one: true },
    anon,
    schema,
  )

it('answers each row as its schema outputs it, leaving out the columns it does not name', async () => {
  const row = z.object({
    path: z.string(),
    revision: z.number(),
    faqs: z.array(z.object({ question: z.string(), answer: z.string() })),
    updated_at: z.string().transform((value) => new Date(value).toISOString()),
  })
  expect(await read(row)).toEqual([
    {
      path: '/aviso-legal',
      revision: 1,
      faqs: [{ question: '¿Qué?', answer: 'Esto.' }],
      updated_at: '2026-03-05T09:15:00.123Z',
    },
  ])
})

it('throws a DataError naming the relation, the row and the first field amiss', async () => {
  const error = await read(z.object({ path: z.string(), title: z.number() })).catch(
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(DataError)
  expect((error as DataError).message).toMatch(/^seo_pages answered an unexpected row \(0\.title: .*number/)
})

it('answers no rows as none', async () => {
  const transport = localTransport(async () => db)
  const query = { eq: ['path', '/sin-registro'] as [string, unknown] }
  expect(await selectRows(transport, 'seo_pages', query, anon, z.object({ path: z.string() }))).toEqual([])
})
