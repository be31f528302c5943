import { landingRoute } from '@/components/sections/landing-route'

const route = landingRoute('/instalacion-placas-murcia')
export const generateMetadata = route.generateMetadata
export default route.Page
