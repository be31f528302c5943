// The proxy keeps the published staff pages' paths and the staff redirects in
// memory (known-paths.ts). Its module graph is not the pages' and actions'
// one, but on a Node server both run in one process: this counter lives on
// globalThis, so an action that publishes a page or saves a redirect makes the
// proxy read them again on its next request. Other server instances (Vercel)
// read them again on their own timer.

const shared = globalThis as unknown as { knownPathsGeneration?: number }

/** Bumped by every change to the staff pages or the redirects in this process. */
export const knownPathsGeneration = () => shared.knownPathsGeneration ?? 0

/** The proxy reads the staff pages and redirects again on its next request, in this process. */
export function forgetKnownPaths(): void {
  shared.knownPathsGeneration = knownPathsGeneration() + 1
}
