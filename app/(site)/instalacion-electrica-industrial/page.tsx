import { landingRoute } from '@/components/sections/landing-route'

const route = landingRoute('/instalacion-electrica-industrial')
export const generateMetadata = route.generateMetadata
export default route.Page
