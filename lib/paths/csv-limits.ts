// The CSV import's limits, shared by the browser form and the server (no server import).

/** About a thousand rows; an admin action's request cannot be much larger (lib/security/action-guard.ts). */
export const MAX_CSV_BYTES = 48 * 1024
/** Rows one import may hold. */
export const MAX_CSV_ROWS = 1000
