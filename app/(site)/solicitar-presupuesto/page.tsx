import { quotePage } from '@/content/quote'
import { ContactSection } from '@/components/sections/contact-section'
import { PageHero } from '@/components/sections/page-hero'
import { pageMetadata } from '@/lib/seo/metadata'

export const metadata = pageMetadata({
  path: quotePage.path,
  title: quotePage.seo.title,
  description: quotePage.seo.description,
  indexable: false,
})

export default function QuotePage() {
  return (
    <>
      <PageHero {...quotePage.hero} />
      <ContactSection id="formulario" heading={quotePage.form.heading} intro={quotePage.form.intro} />
    </>
  )
}
