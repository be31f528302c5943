import { mainNav, quoteLink } from '@/content/navigation'
import { ButtonLink } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { BrandLink } from './logo'
import { NavDropdown } from './nav-dropdown'
import { MobileMenu } from './mobile-menu'

export function SiteHeader() {
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-(--spacing-header) border-b border-line bg-white">
      <Container className="flex h-full items-center justify-between gap-4">
        <BrandLink
          className="text-brand-900"
          textClassName="max-w-40 text-sm leading-tight sm:max-w-none sm:text-base"
        />
        <nav aria-label="Principal" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {mainNav.map((item) => (
              <NavDropdown key={item.href} item={item} />
            ))}
          </ul>
        </nav>
        <div className="hidden lg:block">
          {/* A client-side move, like the menus': browsers without the Navigation API keep the
              tab's earlier pages in memory only (VisitRecorder), and the quote form credits them. */}
          <ButtonLink href={quoteLink.href} prefetch={false} className="min-h-10 px-5 py-2 text-sm">
            {quoteLink.label}
          </ButtonLink>
        </div>
        <MobileMenu items={mainNav} quote={quoteLink} />
      </Container>
    </header>
  )
}
