import { getImageProps } from 'next/image'
import { preload } from 'react-dom'
import type { Cta, Picture } from '@/content/types'
import { inlineArtwork } from '@/lib/artwork'
import { objectPositionStyle, type Point } from '@/lib/photos/focal-point'
import type { FocalPoints } from '@/lib/photos/photo-focus'
import { PHOTO_IS_LCP_MEDIA, photoPreview } from '@/lib/photos/photo-preview'
import { Container } from '@/components/ui/container'
import { Heading } from '@/components/ui/heading'
import { CtaLink } from './cta-link'

const spanishDate = (iso: string) =>
  new Intl.DateTimeFormat('es-ES', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Madrid',
  }).format(new Date(iso))

/**
 * A hero photo's quality: it lies under an 80 % dark overlay (on phones; a
 * gradient from md up), which hides what a higher quality would add, so the
 * page's largest image costs about half the bytes of the default 75.
 */
export const HERO_PHOTO_QUALITY = 50

/**
 * A photo of the library filling the hero, as next/image's `fill` and `sizes`
 * make it, without next/image's client component: getImageProps gives the same
 * <img> from the server. The page ships no JavaScript for it. Under it, its
 * preview in the HTML (lib/photos/photo-preview.ts), decorative, paints at once
 * in the same box and is the largest contentful paint on screens up to 1,024 px;
 * there the photo loads at low priority, or Lighthouse's simulation counts its
 * download in the LCP. Where the photo is the LCP (wider screens, or no preview)
 * it is preloaded at high priority.
 */
async function HeroPhoto({ photo, alt, focus }: { photo: string; alt: string; focus?: Point }) {
  const preview = await photoPreview(photo)
  // The photo and its preview crop alike, around the photo's focal point.
  const style = objectPositionStyle(focus)
  const fetchPriority = preview ? 'low' : 'high'
  const { props } = getImageProps({
    src: `/fotos/${photo}.webp`,
    alt,
    fill: true,
    sizes: '100vw',
    quality: HERO_PHOTO_QUALITY,
    loading: 'eager',
    fetchPriority,
    className: 'object-cover',
    style,
  })
  // Preloaded where the photo is the LCP: everywhere without a preview, else on screens wider than it.
  preload(props.src, {
    as: 'image',
    imageSrcSet: props.srcSet,
    imageSizes: props.sizes,
    fetchPriority: 'high',
    ...(preview ? { media: PHOTO_IS_LCP_MEDIA } : {}),
  })
  // The box is the hero itself (absolute, inset 0): its size never waits for the photo.
  return (
    <div className="absolute inset-0 -z-20">
      {preview && (
        // eslint-disable-next-line @next/next/no-img-element -- a data URI from the HTML, nothing to optimise
        <img
          src={preview}
          alt=""
          decoding="sync"
          className="absolute inset-0 size-full object-cover"
          style={style}
        />
      )}
      {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own props, alt included */}
      <img {...props} />
    </div>
  )
}

/** The 500 px hero of every page: artwork (or a photo) behind a dark overlay, the H1, a subtitle and one call to action. */
export function PageHero({
  h1,
  subtitle,
  picture,
  cta,
  updatedAt,
  focalPoints,
}: {
  h1: string
  subtitle: string
  picture: Picture
  cta: Cta
  /** ISO 8601: shown as 'Actualizado el …' under the H1 when set. */
  updatedAt?: string | null
  /** Where its photo keeps its focal point in view (none: its centre). */
  focalPoints?: FocalPoints
}) {
  const heading = <Heading level={1}>{h1}</Heading>
  return (
    <div className="relative isolate flex min-h-(--spacing-hero) items-center overflow-hidden bg-brand-950 py-12 text-white">
      {picture.photo ? (
        <HeroPhoto photo={picture.photo} alt={picture.alt} focus={focalPoints?.get(picture.photo)} />
      ) : (
        // Inline, not an <img>: it paints with the HTML, and the H1 stays the largest contentful paint.
        <div
          role="img"
          aria-label={picture.alt}
          className="absolute inset-0 -z-20 [&>svg]:size-full"
          dangerouslySetInnerHTML={{ __html: inlineArtwork(picture.artwork) }}
        />
      )}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-brand-950/80 md:bg-transparent md:bg-linear-to-r md:from-brand-950/95 md:via-brand-950/75 md:to-brand-950/10"
      />
      <Container>
        <div className="max-w-2xl">
          {/* One child either way, so a page without a date renders exactly as before dates existed. */}
          {updatedAt ? (
            <>
              {heading}
              <p className="mt-3 text-sm text-brand-100">
                Actualizado el <time dateTime={updatedAt}>{spanishDate(updatedAt)}</time>
              </p>
            </>
          ) : (
            heading
          )}
          <p className="mt-5 text-subtitle text-brand-100">{subtitle}</p>
          <CtaLink cta={cta} className="mt-8" />
        </div>
      </Container>
    </div>
  )
}
