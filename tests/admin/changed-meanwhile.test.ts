import { changedMeanwhileMessage, refusedIfChangedMeanwhile } from '@/lib/admin/page-changed'
import { ChangedMeanwhileError, type EditedThing, type PageState } from '@/lib/data/types'

// The one sentence a stale save gets, whatever it was about: the thing named,
// who saved it and when (Madrid's clock), and what the editor can do.

const ana = { changedBy: 'user-ana', changedByEmail: 'ana@example.com' }
// 09:05 UTC on a winter day is 10:05 in Madrid.
const state = (changes: Partial<PageState>): PageState => ({
  revision: 3,
  changedAt: '2026-01-15T09:05:00.000Z',
  ...ana,
  ...changes,
})
const message = (thing: EditedThing, changes: Partial<PageState>, userId = 'user-luis') =>
  changedMeanwhileMessage(new ChangedMeanwhileError(thing, state(changes)), userId)
const nextStep =
  'Tus cambios siguen en el formulario; al volver a guardar podrás elegir si sustituyen a los guardados.'

it.each([
  ['page', 'esta página'],
  ['photo', 'esta foto'],
  ['redirect', 'esta redirección'],
] as const)('names the %s another account saved, and when', (thing, named) => {
  expect(message(thing, {})).toBe(`Ana (ana@example.com) guardó ${named} a las 10:05. ${nextStep}`)
  expect(message(thing, {}, 'user-ana')).toBe(`Guardaste ${named} en otra pestaña a las 10:05. ${nextStep}`)
  expect(message(thing, { changedByEmail: null, changedBy: null })).toBe(
    `Otra persona guardó ${named} a las 10:05. ${nextStep}`,
  )
})

it.each([
  ['page', 'La página'],
  ['photo', 'La foto'],
  ['redirect', 'La redirección'],
] as const)('says the %s changed when it cannot say when', (thing, named) => {
  expect(message(thing, { changedAt: null, revision: 4 })).toBe(
    `${named} cambió mientras la editabas. ${nextStep}`,
  )
})

it('tells that a redirect someone removed no longer exists, and how to keep what was typed', () => {
  expect(message('redirect', { revision: 0, changedAt: null, changedBy: null, changedByEmail: null })).toBe(
    'Esta redirección ya no existe: otra persona la ha eliminado. Lo que escribiste sigue en el formulario; guárdalo como nueva desde «Nueva redirección».',
  )
})

it('answers the form with the revision it goes on from and whose changes a new save would replace, and throws any other failure on', () => {
  const stale = new ChangedMeanwhileError('photo', state({}))
  expect(refusedIfChangedMeanwhile(stale, 'user-ana')).toEqual({
    ok: false,
    message: `Guardaste esta foto en otra pestaña a las 10:05. ${nextStep}`,
    data: { revision: 3, changedBy: 'tu otra pestaña' },
  })
  expect(refusedIfChangedMeanwhile(stale, 'user-luis')).toMatchObject({
    data: { revision: 3, changedBy: 'Ana' },
  })
  const unknown = new ChangedMeanwhileError('page', state({ changedBy: null, changedByEmail: null }))
  expect(refusedIfChangedMeanwhile(unknown, 'user-luis')).toMatchObject({
    data: { changedBy: 'otra persona' },
  })
  const failure = new Error('connection lost')
  expect(() => refusedIfChangedMeanwhile(failure, 'user-ana')).toThrow(failure)
})
