import { landingRoute } from '@/components/sections/landing-route'

const route = landingRoute('/instalacion-electrica-garajes')
export const metadata = route.metadata
export default route.Page
