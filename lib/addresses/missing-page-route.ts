// The route every unknown path is answered by, and how a request is sent
// there; apart, with no import, because next.config.ts reads it too.

/** The one route that answers every unknown path: one page, rendered at build time, the same for every path. */
export const MISSING_PAGE_ROUTE = '/sin-pagina'

/** The request header that sends a request to that route (next.config.ts); only proxy.ts sets it. */
export const MISSED_PATH_HEADER = 'x-ruta-pedida'
