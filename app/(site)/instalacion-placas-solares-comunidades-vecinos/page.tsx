import { landingRoute } from '@/components/sections/landing-route'

const route = landingRoute('/instalacion-placas-solares-comunidades-vecinos')
export const metadata = route.metadata
export default route.Page
