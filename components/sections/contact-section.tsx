import { privacyFirstLayer } from '@/content/legal'
import { site } from '@/content/site'
import { LeadFormLoader } from '@/components/lead-form/lead-form-loader'
import { Section } from '@/components/ui/section'
import { SectionHeader } from './section-header'

/**
 * The shared contact section with the quote form: element id 'contacto' at the
 * end of the home page and the subsidy guides, 'formulario' on the quote page.
 */
export function ContactSection({
  heading,
  intro,
  id = 'contacto',
}: {
  heading: string
  intro: string
  id?: 'contacto' | 'formulario'
}) {
  return (
    // The form's toasts are position: fixed, which the off-screen rendering's containment would tie to this band.
    <Section id={id} labelledBy={`${id}-titulo`} tone="surface" renderWhenVisible={false}>
      <div className="grid gap-10 lg:grid-cols-[2fr_3fr]">
        <div>
          <SectionHeader id={`${id}-titulo`} heading={heading} intro={[intro]} />
          <ul className="mt-8 space-y-3">
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
        </div>
        <LeadFormLoader
          privacyInfo={privacyFirstLayer}
          contact={{ email: site.email, phone: site.phone.display }}
        />
      </div>
    </Section>
  )
}
