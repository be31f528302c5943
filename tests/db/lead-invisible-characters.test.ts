import { readFileSync } from 'node:fs'
import path from 'node:path'
import { toLeadInsertRow } from '@/lib/data/leads'
import { asCaller } from '@/lib/db/roles'
import { checkLeadSource } from '@/lib/leads/check-lead-source'
import { leadSchema } from '@/lib/validations/lead'
import { leadFromForm } from '@/supabase/functions/_shared/lead-fields'
import { createMigratedDb } from '../support/database'
import { engines, type TestDatabase } from '../support/engines'
import { leadRow, sampleLead, validLeadForm } from '../support/leads'

// Every character that shows nothing, one by one: Unicode's format characters
// (Cf, from Node's own Unicode data), the whole tag block and the blank
// look-alikes. The quote form's schema and the source check remove each from
// every text of a lead, and public.leads refuses a lead carrying any of them,
// even from the site's own server (service_role), on both engines. The
// migration lists the Cf code points itself (PostgreSQL has no \p{Cf}), so
// its list is compared with Node's here: a new Unicode version shows as a diff.

const migrationFile = path.resolve(
  __dirname,
  '../../supabase/migrations/20261129000100_lead_text_invisible.sql',
)

const allCodePoints = function* () {
  for (let codePoint = 0; codePoint <= 0x10ffff; codePoint += 1) yield codePoint
}
const formatCharacters = [...allCodePoints()].filter((codePoint) =>
  /\p{Cf}/u.test(String.fromCodePoint(codePoint)),
)
const tagBlock = Array.from({ length: 0x80 }, (_, index) => 0xe0000 + index)
/** Hangul fillers, Mongolian vowel separator, braille blank. */
const blankLookAlikes = [0x115f, 0x1160, 0x3164, 0xffa0, 0x180e, 0x2800]
const invisible = [...new Set([...formatCharacters, ...tagBlock, ...blankLookAlikes])].sort((a, b) => a - b)
const isInvisible = new Set(invisible)

const hex = (codePoint: number) => `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`

/** Sorted code points as ranges: ['U+00AD', 'U+0600-U+0605', …]. */
function rangesOf(codePoints: number[]): string[] {
  const ranges: [number, number][] = []
  for (const codePoint of codePoints) {
    const last = ranges.at(-1)
    if (last && codePoint === last[1] + 1) last[1] = codePoint
    else ranges.push([codePoint, codePoint])
  }
  return ranges.map(([from, to]) => (from === to ? hex(from) : `${hex(from)}-${hex(to)}`))
}

/** The code points of a PostgreSQL bracket expression's escapes ('\u00ad\u0600-\u0605\U000e0001'); anything else throws. */
function codePointsOfEscapes(escapes: string): number[] {
  const item = /\\(?:u([0-9a-f]{4})|U([0-9a-f]{8}))(?:-\\(?:u([0-9a-f]{4})|U([0-9a-f]{8})))?/y
  const codePoints: number[] = []
  while (item.lastIndex < escapes.length) {
    const at = item.lastIndex
    const match = item.exec(escapes)
    if (!match) throw new Error(`Not an escape or a range of escapes at ${at}: ${escapes.slice(at, at + 20)}`)
    const from = parseInt(match[1] ?? match[2]!, 16)
    const end = match[3] ?? match[4]
    const to = end === undefined ? from : parseInt(end, 16)
    for (let codePoint = from; codePoint <= to; codePoint += 1) codePoints.push(codePoint)
  }
  return codePoints
}

describe('the migration’s list of characters', () => {
  const sql = readFileSync(migrationFile, 'utf8')
  /** Each part of the check's bracket expression, by the comment above it. */
  const parts: Record<string, number[]> = Object.fromEntries(
    [...sql.matchAll(/-- (.+)\n\s*\|\| '([^']*)'/g)].map(([, comment, escapes]) => [
      comment,
      codePointsOfEscapes(escapes!),
    ]),
  )

  it('holds exactly the format characters (Cf) of Node’s Unicode data', () => {
    expect(rangesOf(parts["Unicode's format characters (Cf)."] ?? [])).toEqual(rangesOf(formatCharacters))
  })

  it('holds, with the tag block and the blank look-alikes, every character the form removes and none other', () => {
    expect(Object.keys(parts)).toHaveLength(3)
    const listed = [...new Set(Object.values(parts).flat())].sort((a, b) => a - b)
    expect(rangesOf(listed)).toEqual(rangesOf(invisible))
  })
})

describe('the quote form and the source check', () => {
  it.each(invisible.map((codePoint) => [hex(codePoint), String.fromCodePoint(codePoint)]))(
    'remove %s from every text of a lead',
    (_, character) => {
      const parsed = leadSchema.parse({
        ...validLeadForm,
        email: `ana${character}@example.com`,
        nombre: `Ana${character} Pérez`,
        empresa: `${character}Solar SL`,
        ciudad: `Cieza${character}`,
        telefono: `600${character}000000`,
        mensaje: `Hola${character}\n\tadiós`,
      })
      expect(parsed).toMatchObject({
        email: 'ana@example.com',
        nombre: 'Ana Pérez',
        empresa: 'Solar SL',
        ciudad: 'Cieza',
        telefono: '600000000',
        mensaje: 'Hola\n\tadiós',
      })
      expect(
        checkLeadSource({
          formPage: `/solicitar-presupuesto${character}`,
          referrerHost: `www.bing${character}.com`,
          utmSource: `goo${character}gle`,
          utmCampaign: `verano${character} 2026`,
        }),
      ).toMatchObject({
        formPage: '/solicitar-presupuesto',
        referrerHost: 'www.bing.com',
        utmSource: 'google',
        utmCampaign: 'verano 2026',
      })
    },
  )

  it('refuse a required field made of them alone as empty', () => {
    const onlyInvisible = String.fromCodePoint(...invisible)
    expect(leadSchema.safeParse({ ...validLeadForm, nombre: onlyInvisible }).error?.issues).toEqual([
      expect.objectContaining({ path: ['nombre'], message: 'El nombre es obligatorio' }),
    ])
  })
})

/** Every text column of public.leads. */
const textColumns = [
  'email',
  'name',
  'company',
  'city',
  'phone',
  'message',
  'source_page',
  'form_page',
  'previous_page',
  'referrer_host',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const
/** The columns whose own patterns take ASCII only. */
const asciiOnly: readonly string[] = ['email', 'source_page', 'form_page', 'previous_page', 'referrer_host']

describe.each(engines)('public.leads on %s', (engine) => {
  let db: TestDatabase
  beforeAll(async () => {
    db = await createMigratedDb(engine)
  })
  afterAll(() => db.close())

  /** Inserts leads as the site's server does (service_role); the column names are this file's, never input. */
  const insertAsSite = (rows: Record<string, unknown>[]) => {
    const columns = Object.keys(rows[0]!)
    const values = rows.map(
      (_, row) => `(${columns.map((__, column) => `$${row * columns.length + column + 1}`).join(', ')})`,
    )
    return asCaller(db, { role: 'service_role' }, (tx) =>
      tx.query(
        `insert into public.leads (${columns.join(', ')}) values ${values.join(', ')}`,
        rows.flatMap((row) => columns.map((column) => row[column])),
      ),
    )
  }
  const countLeads = async () =>
    (await db.query<{ n: number }>('select count(*)::int as n from public.leads')).rows[0]!.n

  it('refuses a lead carrying any of them, in a one-line field or in the message', async () => {
    const before = await countLeads()
    const stored: string[] = []
    for (const codePoint of invisible) {
      const character = String.fromCodePoint(codePoint)
      for (const changes of [{ name: `Ana${character}` }, { message: `Hola${character}\n\tadiós` }]) {
        const verdict = await insertAsSite([leadRow(changes)]).then(
          () => 'stored',
          (error: Error) => error.message,
        )
        if (!/violates check constraint "leads_/.test(verdict)) stored.push(`${hex(codePoint)}: ${verdict}`)
      }
    }
    expect(stored).toEqual([])
    expect(await countLeads()).toBe(before)
  })

  it('refuses them in every text column, with leads_visible_text where no older check does', async () => {
    const tag = String.fromCodePoint(0xe0041) // TAG LATIN CAPITAL LETTER A
    for (const column of textColumns) {
      const value = column === 'email' ? `ana${tag}@example.com` : `/${tag}`
      // The checks run in the order of their names: a column whose own pattern takes ASCII only is refused by it first.
      await expect(insertAsSite([leadRow({ [column]: value })])).rejects.toThrow(
        asciiOnly.includes(column)
          ? /violates check constraint "leads_/
          : /violates check constraint "leads_visible_text"/,
      )
    }
  })

  it('stores what the form and the source check make of a lead carrying all of them', async () => {
    const all = String.fromCodePoint(...invisible)
    const form = leadSchema.parse({
      ...validLeadForm,
      email: `ana${all}@example.com`,
      nombre: `Ana${all}`,
      empresa: `Solar${all}`,
      ciudad: `Cieza${all}`,
      telefono: `600${all}`,
      mensaje: `Hola${all}\n\tadiós`,
    })
    const lead = sampleLead({
      ...leadFromForm(form),
      source: checkLeadSource({
        formPage: `/${all}`,
        utmSource: `google${all}`,
        referrerHost: `bing${all}.com`,
      }),
    })
    await insertAsSite([toLeadInsertRow(lead)])
    const { rows } = await db.query('select name, message, utm_source from public.leads where id = $1', [
      lead.id,
    ])
    expect(rows).toEqual([{ name: 'Ana', message: 'Hola\n\tadiós', utm_source: 'google' }])
  })

  it('takes the characters just outside each listed range, and accented text and emoji', async () => {
    const neighbours = [...new Set(invisible.flatMap((codePoint) => [codePoint - 1, codePoint + 1]))].filter(
      (codePoint) =>
        !isInvisible.has(codePoint) &&
        (codePoint < 0xd800 || codePoint > 0xdfff) &&
        codePoint > 0x9f && // controls are refused by the older checks
        codePoint <= 0x10ffff,
    )
    expect(neighbours).toEqual(expect.arrayContaining([0xac, 0xae, 0x2065, 0xe0080, 0x27ff, 0x2801]))
    const rows = neighbours.map((codePoint) => {
      const character = String.fromCodePoint(codePoint)
      return leadRow({ name: `Ana${character}`, message: `Hola${character}`, utm_term: `x${character}` })
    })
    rows.push(
      leadRow({ name: 'José Ñúñez 👷', message: 'Placas ☀️ en el tejado 🏠\n\tGracias', utm_term: 'añ' }),
    )
    await insertAsSite(rows)
  })

  it('is NOT VALID: rows stored before it stay, and validating it names them until they are cleaned', async () => {
    const earlier = '8d6f2c1a-0b3e-4f5a-9c7d-1e2f3a4b5c6d'
    await db.exec('alter table public.leads drop constraint leads_visible_text')
    await insertAsSite([
      leadRow({ id: earlier, name: 'Ana\u00adMaría', utm_source: `go${String.fromCodePoint(0xe0067)}` }),
    ])
    await db.exec(readFileSync(migrationFile, 'utf8'))

    const { rows } = await db.query(
      `select convalidated from pg_constraint where conrelid = 'public.leads'::regclass and conname = 'leads_visible_text'`,
    )
    expect(rows).toEqual([{ convalidated: false }])
    expect((await db.query('select name from public.leads where id = $1', [earlier])).rows).toEqual([
      { name: 'Ana\u00adMaría' },
    ])
    await expect(insertAsSite([leadRow({ name: 'Ana\u00adMaría' })])).rejects.toThrow(/leads_visible_text/)
    await expect(db.exec('alter table public.leads validate constraint leads_visible_text')).rejects.toThrow(
      /leads_visible_text/,
    )

    await db.query('delete from public.leads where id = $1', [earlier])
    await db.exec('alter table public.leads validate constraint leads_visible_text')
    const validated = await db.query(
      `select convalidated from pg_constraint where conrelid = 'public.leads'::regclass and conname = 'leads_visible_text'`,
    )
    expect(validated.rows).toEqual([{ convalidated: true }])
  })
})
