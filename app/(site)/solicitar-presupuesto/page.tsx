import { quotePage } from '@/content/quote'
import { ContactSection } from '@/components/sections/contact-section'
import { PageHero } from '@/components/sections/page-hero'
import { seoRoute } from '@/components/seo/seo-route'

const route = seoRoute(quotePage.path, ({ seo }) => (
  <>
    <PageHero {...quotePage.hero} h1={seo.h1} />
    <ContactSection
      id="formulario"
      heading={seo.h2Primary || quotePage.form.heading}
      intro={quotePage.form.intro}
    />
  </>
))
export const generateMetadata = route.generateMetadata
export default route.Page
