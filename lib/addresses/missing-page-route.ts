// The route every unknown path is answered by, and how a request is sent
// there; apart, with no import, because next.config.ts reads it too.

/** The one route that answers every unknown path, dynamic, so nothing it answers is written to disk. */
export const MISSING_PAGE_ROUTE = '/sin-pagina'

/**
 * The request header that sends a request to that route (next.config.ts) and carries the path asked
 * for; only proxy.ts sets it, over any a visitor sent.
 */
export const MISSED_PATH_HEADER = 'x-ruta-pedida'
