// The route every unknown path is answered by, and how a request is sent
// there; apart, with no import, because next.config.ts reads it too.

/** The one route that answers every unknown path: one page, rendered at build time, the same for every path. */
export const MISSING_PAGE_ROUTE = '/sin-pagina'

/** The request header that sends a request to that route (next.config.ts); only proxy.ts sets it. */
export const MISSED_PATH_HEADER = 'x-ruta-pedida'

/**
 * The header's value, a secret made once per build (next.config.ts writes it into the rewrite and,
 * through `env`, into the proxy's code). The proxy never runs for the built-in pages, so it cannot
 * drop a visitor's own header there: without this value such a header would turn a built-in page
 * into the 404 for whoever asks, and for a shared cache behind them.
 */
export const missedPathKey = () => process.env.MISSED_PATH_KEY ?? ''
