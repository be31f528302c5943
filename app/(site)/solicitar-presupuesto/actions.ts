'use server'

import { after } from 'next/server'
import { headers } from 'next/headers'
import { env } from '@/lib/env'
import { insertLead } from '@/lib/data/leads'
import { createRateLimiter } from '@/lib/leads/rate-limit'
import { submitLead, type SubmitLeadResult } from '@/lib/leads/submit-lead'
import { notifyLead } from '@/lib/notifications/notify-lead'
import { clientLimitKey } from '@/lib/security/client-address'

const limiter = createRateLimiter({ max: env.LEAD_RATE_LIMIT, windowMs: env.LEAD_RATE_WINDOW_SECONDS * 1000 })

/** The quote and contact form's action, shared by every page that shows the form. */
export async function submitLeadAction(input: unknown): Promise<SubmitLeadResult> {
  return submitLead(input, {
    clientKey: clientLimitKey(await headers()),
    limiter,
    insert: insertLead,
    notify: (notification) => after(() => notifyLead(notification)),
  })
}
