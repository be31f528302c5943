'use server'

import { after } from 'next/server'
import { headers } from 'next/headers'
import { getRequestLimits } from '@/lib/limits/get-request-limits'
import { insertLead } from '@/lib/data'
import { publishedStaffPagePaths } from '@/lib/leads/source-pages'
import { publishedSavingsFigures } from '@/lib/savings/published-figures'
import { madridToday } from '@/lib/seo/quality'
import { submitLead, type SubmitLeadResult } from '@/lib/leads/submit-lead'
import { notifyLead } from '@/lib/notifications/notify-lead'
import { clientLimitKey } from '@/lib/security/client-ip'

/**
 * The quote and contact form's action, shared by every page that shows the form. The form imports
 * it itself rather than taking it as a prop: the form's light shell is on many public pages, and a
 * prop would put the action's reference into every one of those pages' payload.
 */
export async function submitLeadAction(input: unknown): Promise<SubmitLeadResult> {
  return submitLead(input, {
    clientKey: clientLimitKey(await headers()),
    limiter: getRequestLimits().leads,
    insert: insertLead,
    publishedStaffPaths: publishedStaffPagePaths,
    notify: (leadId) => after(() => notifyLead(leadId)),
    estimates: { figures: publishedSavingsFigures, today: () => madridToday() },
  })
}
