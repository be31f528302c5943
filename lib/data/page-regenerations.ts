import { z } from 'zod'
import { rpcAnswer } from './answer'
import { failingAs } from './failing-as'
import { server, type Transport } from './transport'

/**
 * Records, as the site's server, that the page at `path` is redrawn for `reason`; true when the reason
 * is new (the caller redraws it), false when an earlier run already did, on this server or another.
 */
export const claimRegenerationOver = (db: Transport) => (path: string, reason: string) =>
  failingAs(`Could not record the regeneration of ${path}`, () =>
    rpcAnswer(db, 'claim_page_regeneration', { page_path: path, reason }, server, z.boolean()),
  )
