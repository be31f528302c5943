import { backendKind } from '@/lib/backend/kind'
import { env } from '@/lib/env'

/**
 * How lead notifications leave: Supabase's function (its e-mail API), SMTP_URL's server, or,
 * with neither, the server log only. Apart from the transports, so reading it loads no mailer.
 */
export const mailSetup = (): 'function' | 'smtp' | 'log' =>
  backendKind === 'supabase' ? 'function' : env.SMTP_URL ? 'smtp' : 'log'
