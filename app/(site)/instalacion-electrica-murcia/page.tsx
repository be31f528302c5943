import { landingRoute } from '@/components/sections/landing-route'

const route = landingRoute('/instalacion-electrica-murcia')
export const generateMetadata = route.generateMetadata
export default route.Page
