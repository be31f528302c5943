import { landingRoute } from '@/components/sections/landing-route'

const route = landingRoute('/instalacion-placas-murcia')
export const metadata = route.metadata
export default route.Page
