import type { ZonesSection as ZonesSectionData } from '@/content/types'
import { Card } from '@/components/ui/card'
import { Icon } from '@/components/ui/icon'
import { CtaLink } from './cta-link'
import { SectionHeader } from './section-header'

export function ZonesSection({ section, headingId }: { section: ZonesSectionData; headingId: string }) {
  return (
    <>
      <SectionHeader id={headingId} heading={section.heading} intro={section.intro} />
      <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {section.zones.map((zone) => (
          <li key={zone.name} className="flex">
            <Card className="w-full">
              <h3 className="flex items-center gap-2 text-subtitle font-semibold text-brand-900">
                <Icon name="map-pin" className="size-5 text-sun-600" />
                {zone.name}
              </h3>
              <p className="mt-3 text-muted">{zone.text}</p>
              <p className="mt-4 text-sm">
                <span className="font-semibold">Municipios: </span>
                {zone.places.join(', ')}
              </p>
              {zone.cta ? (
                <div className="mt-auto pt-6">
                  <CtaLink cta={zone.cta} context={zone.name} variant="secondary" />
                </div>
              ) : null}
            </Card>
          </li>
        ))}
      </ul>
    </>
  )
}
