// The port of each spec that starts a server of its own, beside the suite's
// server (E2E_PORT): specs run two at a time, so two sharing a port would
// talk to each other's server. Kept in one list so a new spec picks a free one.
//
// A spec shares the suite's server, with paths, pages and addresses of its own (marker()),
// unless one of these holds for it (checked when the list was last reviewed):
// - what it tests is a first start, a restart or an empty install: admin-auth (the first
//   admin, and an admin list holding that one alone), admin-setup-link (the setup link in
//   the log, at each start), backup-restore (a restore into a wiped data folder), seo-live-edit
//   (a saved record after a restart, and in the next build's snapshot);
// - its server runs with other settings: client-ip (the default rate limits, which the
//   shared server raises), mail-notifications (SMTP_URL, to a test SMTP server);
// - it reads a whole list that other specs fill too, and counts it: leads-inbox (an empty
//   inbox, then its totals, the weeks' chart and the results' counts of every lead).
// The specs that publish changes to built-in pages share the suite's server too, each on pages no
// other spec edits, in the publishing project (playwright.config.ts says what it waits for).
const offsets = {
  'backup-restore': 40,
  'seo-live-edit': 50,
  'leads-inbox': 70,
  'admin-setup-link': 80,
  'client-ip': 90,
  'mail-notifications': 100,
  'admin-auth': 230,
} as const

export type OwnServerSpec = keyof typeof offsets

export function ownServerPort(spec: OwnServerSpec): number {
  return Number(process.env.E2E_PORT ?? 3100) + offsets[spec]
}
