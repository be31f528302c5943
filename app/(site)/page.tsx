import type { Metadata } from 'next'
import { site } from '@/content/site'
import { buttonClasses } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { Heading } from '@/components/ui/heading'
import { Section } from '@/components/ui/section'
import { pageMetadata } from '@/lib/seo/metadata'

export const metadata: Metadata = pageMetadata({
  path: '/',
  title: 'Instalaciones eléctricas y placas solares en Murcia',
  description:
    'Instaladores de placas solares e instalaciones eléctricas en Murcia, Valencia, Alicante y Albacete. Más de 30 años de experiencia. Presupuesto gratuito.',
  indexable: true,
})

export default function HomePage() {
  return (
    <>
      <div className="flex min-h-(--spacing-hero) items-center bg-brand-900 text-white">
        <Container>
          <Heading level={1} className="max-w-3xl">
            Instalaciones Eléctricas y Placas Solares
          </Heading>
          <a href="#contacto" className={buttonClasses('primary', 'mt-8')}>
            Solicita tu presupuesto
          </a>
        </Container>
      </div>
      <Section id="contacto" labelledBy="contacto-titulo" tone="surface">
        <Heading level={2} id="contacto-titulo" className="text-brand-900">
          Contacto
        </Heading>
        <p className="mt-4">
          Escríbenos a{' '}
          <a href={`mailto:${site.email}`} className="font-semibold text-brand-700">
            {site.email}
          </a>{' '}
          o llámanos al{' '}
          <a href={`tel:${site.phone.e164}`} className="font-semibold text-brand-700">
            {site.phone.display}
          </a>
          .
        </p>
      </Section>
    </>
  )
}
