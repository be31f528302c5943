export { checkRedirect, type RedirectCheck, type RedirectContext, type RedirectRule } from './check-redirect'
export { normalizeDestination, normalizeSitePath, isExternal } from './paths'
export { builtInRedirectFor, isBuiltInPage, isReservedPath } from './reserved'
export type { MissedPath, SiteRedirect, SiteRedirectSave } from './types'
