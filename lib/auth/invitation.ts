// Where Supabase's invitation leads: the page where the invited person chooses
// a password. The invitation's redirect (scripts/admin.ts), the e-mail
// template in docs/operations.md and the proxy's landing after verifying it
// all point here. No imports, so proxy.ts may read it.
export const invitationPath = '/seo-dashboard/bienvenida'

/** Where an invitation's link lands when it is used or expired: /auth, which says so. */
export const invitationFailedPath = '/auth?invitacion=caducada'
