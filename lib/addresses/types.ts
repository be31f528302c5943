/** A staff redirect as the admin area shows it. */
export type SiteRedirect = {
  source: string
  destination: string
  /** 308 when true, 307 when false. */
  permanent: boolean
  revision: number
  updatedAt: string
  updatedByEmail: string | null
}

/**
 * A save's outcome: stored, or why not ('taken': another redirect has the source; 'chain': one saved at
 * the same time would chain with it). Someone else's change in between is ChangedMeanwhileError.
 */
export type SiteRedirectSave = { saved: true; revision: number } | { saved: false; reason: 'taken' | 'chain' }

/** An address that answered 404: how often (capped), when, and whether a bot probed for a file. */
export type MissedPath = {
  path: string
  kind: 'visitante' | 'sondeo'
  hits: number
  firstSeen: string
  lastSeen: string
}
