import 'server-only'
import { backend } from '@/lib/env'
import { createPublicClient } from '@/lib/supabase/public'
import { createSessionClient } from '@/lib/supabase/server'
import { siteSharedSecret } from '@/lib/supabase/site-secret'
import { createLocalBackend } from './local/backend'
import { getLocalDb } from './local/database'
import { writeSeoSnapshot } from './local/seo-snapshot'
import { createSnapshotBackend } from './local/snapshot-backend'
import { createSupabaseBackend } from './supabase/backend'
import type { DataBackend } from './types'

let instance: DataBackend | undefined

/**
 * The backend chosen by the environment: Supabase when configured, else the
 * embedded PGlite one (during `next build`, its snapshot of the SEO records).
 */
export function getBackend(): DataBackend {
  instance ??= chooseBackend()
  return instance
}

function chooseBackend(): DataBackend {
  if (backend === 'supabase')
    return createSupabaseBackend(createPublicClient, createSessionClient, { siteSecret: siteSharedSecret })
  if (process.env.NEXT_PHASE === 'phase-production-build') return createSnapshotBackend()
  return createLocalBackend(getLocalDb, { onSeoPagesSaved: (records) => writeSeoSnapshot(records) })
}
