import { landingRoute } from '@/components/sections/landing-route'

const route = landingRoute('/instalacion-electrica-valencia')
export const generateMetadata = route.generateMetadata
export default route.Page
