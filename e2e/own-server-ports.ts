// The port of each spec that starts a server of its own, beside the suite's
// server (E2E_PORT): specs run two at a time, so two sharing a port would
// talk to each other's server. Kept in one list so a new spec picks a free one.

const offsets = {
  'backup-restore': 40,
  'seo-live-edit': 50,
  'seo-dashboard': 60,
  'leads-inbox': 70,
  'admin-setup-link': 80,
  'client-address': 90,
  'mail-notifications': 100,
  'inbox-layout': 110,
  'content-editing': 120,
  'editor-guard': 130,
  'page-history': 140,
  'scheduled-publishing': 150,
  'seo-drafts': 160,
  'photos-admin': 180,
  'photos-pages': 170,
  'photo-upload': 220,
  'staff-redirects': 190,
  'staff-pages': 200,
} as const

export type OwnServerSpec = keyof typeof offsets

export function ownServerPort(spec: OwnServerSpec): number {
  return Number(process.env.E2E_PORT ?? 3100) + offsets[spec]
}
