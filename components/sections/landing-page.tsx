import type { LandingPage as LandingPageData } from '@/content/types'
import { Section } from '@/components/ui/section'
import { ClosingCta } from './closing-cta'
import { ContactSection } from './contact-section'
import { ContentSection } from './content-section'
import { FaqSection } from './faq-section'
import { PageHero } from './page-hero'

/** A whole landing page from its content: hero, sections in order, FAQ, closing call to action, contact. */
export function LandingPage({ page }: { page: LandingPageData }) {
  return (
    <>
      <PageHero {...page.hero} />
      {page.sections.map((section, index) => {
        const headingId = `${section.id ?? `seccion-${index + 1}`}-titulo`
        return (
          <Section
            key={section.heading}
            id={section.id}
            labelledBy={headingId}
            tone={index % 2 === 0 ? 'white' : 'surface'}
          >
            <ContentSection section={section} headingId={headingId} />
          </Section>
        )
      })}
      <Section
        id="preguntas-frecuentes"
        labelledBy="preguntas-frecuentes-titulo"
        tone={page.sections.length % 2 === 0 ? 'white' : 'surface'}
      >
        <FaqSection faq={page.faq} headingId="preguntas-frecuentes-titulo" />
      </Section>
      <Section tone="brand" labelledBy="cierre-titulo">
        <ClosingCta closing={page.closing} headingId="cierre-titulo" />
      </Section>
      {page.contact ? <ContactSection heading={page.contact.heading} intro={page.contact.intro} /> : null}
    </>
  )
}
