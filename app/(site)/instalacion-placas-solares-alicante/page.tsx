import { landingRoute } from '@/components/sections/landing-route'

const route = landingRoute('/instalacion-placas-solares-alicante')
export const generateMetadata = route.generateMetadata
export default route.Page
