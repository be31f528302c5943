import { site } from '@/content/site'
import { Section } from '@/components/ui/section'
import { SectionHeader } from './section-header'

/**
 * The shared contact section (id 'contacto') at the end of the home page and
 * the subsidy guides; the buttons of those pages scroll to it.
 */
export function ContactSection({ heading, intro }: { heading: string; intro: string }) {
  return (
    <Section id="contacto" labelledBy="contacto-titulo" tone="surface">
      <SectionHeader id="contacto-titulo" heading={heading} intro={[intro]} />
      <ul className="mt-8 space-y-3 text-lg">
        <li>
          Correo electrónico:{' '}
          <a href={`mailto:${site.email}`} className="font-semibold text-brand-700 underline">
            {site.email}
          </a>
        </li>
        <li>
          Teléfono y WhatsApp:{' '}
          <a href={`tel:${site.phone.e164}`} className="font-semibold text-brand-700 underline">
            {site.phone.display}
          </a>
        </li>
        <li>Horario: {site.hours.label}</li>
      </ul>
    </Section>
  )
}
