import { json } from './json.ts'
import { refuseWithoutServiceKey } from './service-client.ts'
import { isUnconfigured, logUnconfigured, type Unconfigured } from './settings.ts'
import { refuseUnlessSite } from './site-secret.ts'

// What every edge function checks before its work, in this order: the caller
// is the site (401, or 500 without a secret of its own), the function has a
// secret key for its SQL calls (503 naming what is missing), and its own
// settings are all there (500). Each refusal's reason goes to the log only.

export type GateParts<Client, Settings> = {
  siteSecret: string | Unconfigured
  /** What its SQL calls go through, built with the service key. */
  client: Client | Unconfigured
  /** Its own secrets and settings. */
  settings: Settings | Unconfigured
  /** Where each refusal's reason goes. */
  log?: (message: string) => void
}

/** The refusal, or the client and settings ready for the function's work. */
export async function passGate<Client extends object, Settings extends object>(
  request: Request,
  { siteSecret, client, settings, log }: GateParts<Client, Settings>,
): Promise<Response | { client: Client; settings: Settings }> {
  const refusal = await refuseUnlessSite(request, siteSecret, log)
  if (refusal) return refusal
  if (isUnconfigured(client)) return refuseWithoutServiceKey(client, log)
  if (isUnconfigured(settings)) {
    logUnconfigured(settings, log)
    return json(500, { error: 'not_configured' })
  }
  return { client, settings }
}
