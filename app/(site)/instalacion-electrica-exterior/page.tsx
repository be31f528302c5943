import { landingRoute } from '@/components/sections/landing-route'

const route = landingRoute('/instalacion-electrica-exterior')
export const generateMetadata = route.generateMetadata
export default route.Page
