/** True while `next build` renders pages, in parallel workers that must not open PGlite. */
export function isBuildPhase(): boolean {
  return process.env.NEXT_PHASE === 'phase-production-build'
}
