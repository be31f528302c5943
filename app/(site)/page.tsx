import { home as builtIn } from '@/content/home'
import { GalleryCarousel } from '@/components/home/gallery-carousel'
import { ReviewsSection } from '@/components/reviews/reviews-section'
import { ContactSection } from '@/components/sections/contact-section'
import { ContentSections } from '@/components/sections/content-section'
import { PageHero } from '@/components/sections/page-hero'
import { SectionHeader } from '@/components/sections/section-header'
import { seoRoute } from '@/components/seo/seo-route'
import { Section } from '@/components/ui/section'
import { applyStoredContent } from '@/lib/content/apply-stored'
import { withPrimaryHeading } from '@/lib/seo/apply'

// Google reviews are read at render time; the static page is regenerated at most once an hour.
export const revalidate = 3600

const route = seoRoute('/', ({ seo, content, focalPoints }) => {
  const page = applyStoredContent(builtIn, content?.content ?? null)
  return (
    <>
      <PageHero {...page.hero} h1={seo.h1} focalPoints={focalPoints} />
      <ContentSections sections={withPrimaryHeading(page.sections, seo.h2Primary)} />
      <Section id="proyectos" labelledBy="proyectos-titulo" tone="surface">
        <SectionHeader id="proyectos-titulo" heading={page.gallery.heading} intro={[page.gallery.intro]} />
        <div className="mt-10">
          <GalleryCarousel
            pictures={page.gallery.pictures}
            focalPoints={focalPoints}
            label="Galería de proyectos"
          />
        </div>
      </Section>
      <ReviewsSection />
      <ContactSection heading={page.contact.heading} intro={page.contact.intro} />
    </>
  )
})
export const generateMetadata = route.generateMetadata
export default route.Page
