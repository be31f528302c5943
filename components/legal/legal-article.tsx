import type { LegalPage } from '@/content/legal'
import { Container } from '@/components/ui/container'
import { Heading } from '@/components/ui/heading'
import { LinkifiedText } from '@/components/ui/linkified-text'

const dateFormat = new Intl.DateTimeFormat('es-ES', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

export function LegalArticle({ page }: { page: LegalPage }) {
  return (
    <article className="bg-white">
      <div className="bg-brand-900 py-14 text-white">
        <Container>
          <Heading level={1}>{page.h1}</Heading>
          <p className="mt-3 text-brand-100">
            Última actualización:{' '}
            <time dateTime={page.updated}>{dateFormat.format(new Date(page.updated))}</time>
          </p>
        </Container>
      </div>
      <Container className="max-w-3xl py-12">
        <p className="text-lg text-muted">
          <LinkifiedText text={page.intro} />
        </p>
        {page.sections.map((section) => (
          <section key={section.heading} className="mt-10">
            <Heading level={2} className="text-2xl! text-brand-900">
              {section.heading}
            </Heading>
            {section.paragraphs.map((paragraph, index) => (
              <p key={index} className="mt-4 leading-relaxed">
                <LinkifiedText text={paragraph} />
              </p>
            ))}
            {section.items?.length ? (
              <ul className="mt-4 list-disc space-y-2 pl-6">
                {section.items.map((item) => (
                  <li key={item}>
                    <LinkifiedText text={item} />
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </Container>
    </article>
  )
}
