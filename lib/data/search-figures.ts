import { rpcAnswer } from './answer'
import { failingAs } from './failing-as'
import { asAdmin, type Transport } from './transport'
import type { AdminCaller } from './types'
import {
  searchImportAnswerSchema,
  searchOverviewSchema,
  type SearchFigure,
  type SearchPeriod,
} from '@/lib/search/types'

// Search Console's figures, as the signed-in admin (SQL: 20261208000200_search_figures).

export const searchFiguresOver = (db: Transport) => ({
  /** Stores a period's figures; an overlapping period is replaced only with `replace`. */
  import: (
    { period, figures, replace }: { period: SearchPeriod; figures: SearchFigure[]; replace: boolean },
    caller: AdminCaller,
  ) =>
    failingAs('Could not import the search figures', () =>
      rpcAnswer(
        db,
        'import_search_period',
        { starts_on: period.startsOn, ends_on: period.endsOn, figures, replace },
        asAdmin(caller),
        searchImportAnswerSchema,
      ),
    ),
  overview: (caller: AdminCaller) =>
    failingAs('Could not read the search figures', () =>
      rpcAnswer(db, 'search_overview', {}, asAdmin(caller), searchOverviewSchema),
    ),
})
