/**
 * What deletes: outlined in red, so it never looks like the screen's main
 * (dark) button. Here and not in components/ui, whose classes reach the public CSS.
 */
export const destructiveButtonClass =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full border-2 border-danger bg-white px-5 py-2 text-sm font-semibold text-danger no-underline hover:bg-danger/5 disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:opacity-60'
