import { NotFoundLogger } from './not-found-logger'
import { ButtonLink } from '@/components/ui/button'
import { Container } from '@/components/ui/container'
import { Heading } from '@/components/ui/heading'

/** What a 404 says, in the site's frame (an unknown address) or alone (a record that no longer exists). */
export function NotFoundContent() {
  return (
    <Container className="flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <p className="text-7xl font-extrabold text-brand-800" aria-hidden="true">
        404
      </p>
      <Heading level={1} className="mt-4 text-brand-900">
        Oops! Page not found
      </Heading>
      <p className="mt-4 max-w-md text-muted">La página que buscas no existe o ha cambiado de dirección.</p>
      <ButtonLink href="/" className="mt-8">
        Volver al inicio
      </ButtonLink>
      <NotFoundLogger />
    </Container>
  )
}
