import 'server-only'
import { readPhotoFocus } from '@/lib/data'
import { socialImagePhoto, versionedSocialImage } from '@/lib/photos/social-image-path'
import { defaultSocialImage } from './effective-seo'
import type { EffectiveSeo } from './types'
import { absoluteUrl } from './urls'

// A page whose SEO record names a photo of the library as its social image
// links the image made from it (app/fotos/social/[file]), at the address of
// the photo's current focal point. Every other page is left as it is.

/** `seo` with its social image's address versioned; the site's default image when the photo is gone. */
export async function withLibrarySocialImage(seo: EffectiveSeo): Promise<EffectiveSeo> {
  const id = socialImagePhoto(seo.ogImage)
  if (!id) return seo
  const [point] = await readPhotoFocus([id])
  const image = point ? versionedSocialImage(id, point) : defaultSocialImage
  return { ...seo, ogImageUrl: absoluteUrl(image) }
}
