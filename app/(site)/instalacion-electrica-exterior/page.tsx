import { landingRoute } from '@/components/sections/landing-route'

const route = landingRoute('/instalacion-electrica-exterior')
export const metadata = route.metadata
export default route.Page
