import { isCountableMissedPath } from '@/lib/addresses/missed-path'
import type { MissedPath, SiteRedirect, SiteRedirectSave } from '@/lib/addresses/types'
import type { SiteRedirectInput } from '@/lib/validations/redirect'
import { asAdmin, server, type Caller, type Transport } from './transport'
import { storedRevision, type StateAnswer } from './page-state'
import { failingAs, type AdminCaller } from './types'

// Staff redirects and the addresses that fail; SQL shapes the answers (20261203000000_site_addresses).
type Redirect = { destination: string; permanent: boolean }
export type RedirectRule = Redirect & { source: string }
type Answer = StateAnswer & { reason?: 'changed' | 'taken' | 'chain' }
/** Stored, or refused as taken or a chain; a redirect someone else changed or removed throws ChangedMeanwhileError. */
const toSave = ({ reason, ...answer }: Answer): SiteRedirectSave =>
  reason === 'taken' || reason === 'chain'
    ? { saved: false, reason }
    : { saved: true, revision: storedRevision('redirect', answer) }

export const siteAddressesOver = (db: Transport) => {
  const call = <T>(fn: string, args: Record<string, unknown>, as: Caller) =>
    failingAs(`Could not call ${fn}`, () => db.rpc<T>(fn, args, as))
  return {
    /** Every redirect's rule, for the proxy's list in memory (a few hundred rows at most). */
    rules: () =>
      failingAs('Could not read the redirects', () =>
        db.select<RedirectRule>('site_redirects', { columns: 'source, destination, permanent' }, server),
      ),
    /** Counts a 404; a path with an invisible or format character is not counted (see lib/addresses/missed-path.ts). */
    recordMiss: async (path: string) => {
      if (isCountableMissedPath(path)) await call<null>('record_missed_path', { missed_path: path }, server)
    },
    list: (caller: AdminCaller) => call<SiteRedirect[]>('site_redirects_list', {}, asAdmin(caller)),
    missed: (caller: AdminCaller) => call<MissedPath[]>('missed_paths_list', {}, asAdmin(caller)),
    save: async ({ basedOn, ...rule }: SiteRedirectInput, caller: AdminCaller) =>
      toSave(await call<Answer>('save_site_redirect', { ...rule, based_on: basedOn }, asAdmin(caller))),
    remove: async (source: string, basedOn: number, caller: AdminCaller) =>
      toSave(await call<Answer>('delete_site_redirect', { source, based_on: basedOn }, asAdmin(caller))),
  }
}
