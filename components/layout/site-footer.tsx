import Link from 'next/link'
import { footerColumns, legalLinks, type NavLink } from '@/content/navigation'
import { site } from '@/content/site'
import { Container } from '@/components/ui/container'
import { CurrentYear } from './current-year'
import { BrandLink } from './logo'

const linkClass = 'text-brand-100 no-underline hover:text-white hover:underline'

function LinkList({ links, className }: { links: NavLink[]; className: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href} className={linkClass}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  )
}

export function SiteFooter() {
  return (
    <footer className="bg-brand-950 text-brand-100">
      <Container className="grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <BrandLink className="text-lg text-white" />
          <p className="mt-4 inline-block rounded-full bg-sun-400 px-3 py-1 text-sm font-bold text-brand-950">
            +{site.yearsOfExperience} años de experiencia
          </p>
          <p className="mt-4 max-w-sm">
            Instalaciones eléctricas y placas solares en Murcia, Valencia, Alicante y Albacete.
          </p>
          <address className="mt-6 space-y-2 not-italic">
            <p className="font-semibold text-white">Contacto</p>
            <p>
              <a href={`mailto:${site.email}`} className={linkClass}>
                {site.email}
              </a>
            </p>
            <p>
              <a href={`tel:${site.phone.e164}`} className={linkClass}>
                {site.phone.display}
              </a>
            </p>
            <p>{site.areaServed}</p>
            <p>{site.hours.label}</p>
          </address>
          <ul className="mt-6 flex gap-3" aria-label="Redes sociales">
            <li>
              <a href={site.social.facebook} rel="noopener noreferrer" className={linkClass}>
                Facebook
              </a>
            </li>
            <li>
              <a href={site.social.instagram} rel="noopener noreferrer" className={linkClass}>
                Instagram
              </a>
            </li>
          </ul>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.heading} aria-label={column.heading}>
            <p className="font-semibold text-white">{column.heading}</p>
            <LinkList links={column.links} className="mt-4 space-y-2" />
          </nav>
        ))}
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © <CurrentYear builtIn={new Date().getFullYear()} /> {site.brand}. Todos los derechos reservados.
          </p>
          <LinkList links={legalLinks} className="flex flex-wrap gap-x-6 gap-y-2" />
        </Container>
      </div>
    </footer>
  )
}
