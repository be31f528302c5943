import type { SavingsFigures } from '@/content/savings-figures'
import { Section } from '@/components/ui/section'
import { privacyFirstLayer } from '@/content/legal'
import { site } from '@/content/site'
import { SectionHeader } from '@/components/sections/section-header'
import { madridToday } from '@/lib/seo/quality'
import { AidsToday } from './aids-today'
import { HowWeCalculate } from './how-we-calculate'
import { SavingsCalculator } from './savings-calculator'

/** The calculator's band and, after it, every figure it uses. */
export function SavingsSection({ figures }: { figures: SavingsFigures }) {
  return (
    <>
      <Section id="calculadora" labelledBy="calculadora-titulo" renderWhenVisible={false}>
        <SectionHeader
          id="calculadora-titulo"
          heading="Calcula tu ahorro"
          intro={[
            'Rellena lo que sepas: el resultado cambia a medida que escribes. No guardamos nada de lo que pones aquí.',
          ]}
        />
        <div className="mt-10">
          <SavingsCalculator
            figures={figures}
            quote={{
              privacyInfo: privacyFirstLayer,
              contact: { email: site.email, phone: site.phone.display },
            }}
          />
        </div>
        <AidsToday figures={figures} today={madridToday()} />
      </Section>
      <HowWeCalculate figures={figures} />
    </>
  )
}
