import Image from 'next/image'
import type { GalleryPicture } from '@/content/home'
import { objectPositionStyle } from '@/lib/photos/focal-point'
import type { FocalPoints } from '@/lib/photos/photo-focus'
import { Carousel } from '@/components/ui/carousel'
import { CarouselSlide } from '@/components/ui/carousel-slide'

/** Each picture's width: about the screen's on a phone (a little less: the next one's edge shows), two or three to a view. */
const sizes = '(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw'

/**
 * The looping project gallery: 2, 3 pictures per view from medium screens up,
 * with previous/next buttons; on a phone one, with the next one's edge in view
 * and a dot per picture, so it shows there are more (swipe or the dots move).
 * Arrow keys when focused.
 * A place shows its photo of the library when it has one, else its drawing.
 */
export function GalleryCarousel({
  pictures,
  label,
  focalPoints,
}: {
  pictures: GalleryPicture[]
  label: string
  /** Where each photo keeps its focal point in its 4:3 box (none: its centre). */
  focalPoints?: FocalPoints
}) {
  return (
    <Carousel
      label={label}
      previousLabel="Proyecto anterior"
      nextLabel="Siguiente proyecto"
      controls="from-md"
      dots={{ count: pictures.length, label: 'Ver el proyecto' }}
    >
      {pictures.map((picture, index) => (
        <CarouselSlide
          key={picture.src}
          index={index}
          count={pictures.length}
          className="basis-[85%] md:basis-1/2 lg:basis-1/3"
        >
          {picture.photo ? (
            // The 4:3 box sets the size, as the drawing's does: nothing moves when the photo arrives.
            <div className="relative aspect-4/3 w-full overflow-hidden rounded-(--radius-card) bg-brand-50">
              <Image
                src={`/fotos/${picture.photo}.webp`}
                alt={picture.alt}
                fill
                sizes={sizes}
                className="object-cover"
                style={objectPositionStyle(focalPoints?.get(picture.photo))}
              />
            </div>
          ) : (
            <Image
              src={picture.src}
              alt={picture.alt}
              width={1200}
              height={900}
              unoptimized
              sizes={sizes}
              className="aspect-4/3 h-auto w-full rounded-(--radius-card) bg-brand-50 object-cover"
            />
          )}
        </CarouselSlide>
      ))}
    </Carousel>
  )
}
