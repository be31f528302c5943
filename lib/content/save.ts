import 'server-only'
import { revalidatePath } from 'next/cache'
import { publishContent, saveContentDraft } from '@/lib/data'
import type { SessionUser } from '@/lib/auth/types'
import type { NewContentDraft, StoredContent } from '@/lib/data/types'

// Saving a page's content: a draft only admins see, or published at once.
// Publishing regenerates the page and the sitemap on their next request, as
// an SEO save does, so no rebuild is needed. Callers check the admin right
// and the content first; the database checks the right again.

export async function saveDraft(draft: NewContentDraft, admin: SessionUser): Promise<void> {
  await saveContentDraft(draft, admin)
}

export async function publish(path: string, admin: SessionUser): Promise<StoredContent> {
  const published = await publishContent(path, admin)
  revalidatePath(path)
  revalidatePath('/sitemap.xml')
  return published
}
