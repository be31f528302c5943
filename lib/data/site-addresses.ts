import type { MissedPath, SiteRedirect, SiteRedirectInput, SiteRedirectSave } from '@/lib/addresses/types'
import { asAdmin, server, type Transport } from './transport'
import { failingAs } from './failing-as'
import type { AdminCaller, PageState, Caller } from './types'

// Staff redirects and the addresses that fail; SQL shapes the answers (20261203000000_site_addresses).
type Redirect = { destination: string; permanent: boolean }
export type RedirectRule = Redirect & { source: string }
type Answer = PageState & { saved: boolean; reason?: 'changed' | 'taken' | 'chain' }
const toSave = ({ saved, reason, ...state }: Answer): SiteRedirectSave =>
  saved ? { saved, revision: Number(state.revision) } : { saved, reason: reason ?? 'changed', state }

export const siteAddressesOver = (db: Transport) => {
  const call = <T>(fn: string, args: Record<string, unknown>, as: Caller) =>
    failingAs(`Could not call ${fn}`, () => db.rpc<T>(fn, args, as))
  return {
    /** Every redirect's rule, for the proxy's list in memory (a few hundred rows at most). */
    rules: () =>
      failingAs('Could not read the redirects', () =>
        db.select<RedirectRule>('site_redirects', { columns: 'source, destination, permanent' }, server),
      ),
    /** Counts a 404 (lib/addresses/count-missed-path.ts chooses which paths are counted). */
    recordMiss: async (path: string) => {
      await call<null>('record_missed_path', { missed_path: path }, server)
    },
    list: (caller: AdminCaller) => call<SiteRedirect[]>('site_redirects_list', {}, asAdmin(caller)),
    missed: (caller: AdminCaller) => call<MissedPath[]>('missed_paths_list', {}, asAdmin(caller)),
    save: async ({ basedOn, ...rule }: SiteRedirectInput, caller: AdminCaller) =>
      toSave(await call<Answer>('save_site_redirect', { ...rule, based_on: basedOn }, asAdmin(caller))),
    remove: async (source: string, basedOn: number, caller: AdminCaller) =>
      toSave(await call<Answer>('delete_site_redirect', { source, based_on: basedOn }, asAdmin(caller))),
  }
}
