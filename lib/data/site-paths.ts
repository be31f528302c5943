import { z } from 'zod'
import {
  missedPathSchema,
  siteRedirectRefusals,
  siteRedirectSchema,
  type SiteRedirectSave,
} from '@/lib/paths/types'
import type { SiteRedirectInput, SiteRedirectRestore } from '@/lib/validations/redirect'
import { rpcAnswer, selectRows } from './answer'
import { asAdmin, server, type Transport } from './transport'
import { storedRevision } from './page-state'
import { failingAs } from './failing-as'
import { savedStateSchema, type AdminCaller, type Caller } from './types'

// Staff redirects and the addresses that fail; SQL shapes the answers (20261203000000_site_addresses).
/** A row of site_redirects as the proxy reads it: where a source leads, and whether for good. */
const redirectRuleSchema = siteRedirectSchema.pick({ source: true, destination: true, permanent: true })
export type RedirectRule = z.output<typeof redirectRuleSchema>
const saveAnswer = savedStateSchema.extend({ reason: z.enum(['changed', ...siteRedirectRefusals]).optional() })
/** Stored, or refused with why; a redirect someone else changed or removed throws ChangedMeanwhileError. */
const toSave = ({ reason, ...answer }: z.output<typeof saveAnswer>): SiteRedirectSave =>
  reason && reason !== 'changed'
    ? { saved: false, reason }
    : { saved: true, revision: storedRevision('redirect', answer) }

export const sitePathsOver = (db: Transport) => {
  const call = <S extends z.ZodType>(fn: string, args: Record<string, unknown>, as: Caller, answer: S) =>
    failingAs(`Could not call ${fn}`, () => rpcAnswer(db, fn, args, as, answer))
  return {
    /** Every redirect's rule, for the proxy's list in memory (a few hundred rows at most). */
    rules: () =>
      failingAs('Could not read the redirects', () =>
        selectRows(
          db,
          'site_redirects',
          { columns: 'source, destination, permanent' },
          server,
          redirectRuleSchema,
        ),
      ),
    /** Counts a 404 (lib/paths/count-missed-path.ts chooses which paths are counted). */
    recordMiss: async (path: string, referrer: string | null = null) => {
      await call('record_missed_path', { missed_path: path, referrer }, server, z.null())
    },
    /** Counts one answer of the redirect at `source`. */
    recordHit: async (source: string) => {
      await call('record_redirect_hit', { redirect_source: source }, server, z.null())
    },
    list: (caller: AdminCaller) =>
      call('site_redirects_list', {}, asAdmin(caller), z.array(siteRedirectSchema)),
    missed: (caller: AdminCaller) =>
      call('missed_paths_list', {}, asAdmin(caller), z.array(missedPathSchema)),
    save: async ({ basedOn, ...rule }: SiteRedirectInput, caller: AdminCaller) =>
      toSave(await call('save_site_redirect', { ...rule, based_on: basedOn }, asAdmin(caller), saveAnswer)),
    /** Puts back a redirect just removed, as the list showed it (its count included). */
    restore: async (
      { source, destination, permanent, hits, lastHitAt }: SiteRedirectRestore,
      caller: AdminCaller,
    ) =>
      toSave(
        await call(
          'restore_site_redirect',
          { source, destination, permanent, hits, last_hit_at: lastHitAt },
          asAdmin(caller),
          saveAnswer,
        ),
      ),
    setMissedIgnored: async (path: string, ignored: boolean, caller: AdminCaller) => {
      await call('set_missed_path_ignored', { missed_path: path, ignore: ignored }, asAdmin(caller), z.null())
    },
    remove: async (source: string, basedOn: number, caller: AdminCaller) =>
      toSave(await call('delete_site_redirect', { source, based_on: basedOn }, asAdmin(caller), saveAnswer)),
  }
}
