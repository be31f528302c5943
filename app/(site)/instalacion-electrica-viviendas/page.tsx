import { landingRoute } from '@/components/sections/landing-route'

const route = landingRoute('/instalacion-electrica-viviendas')
export const generateMetadata = route.generateMetadata
export default route.Page
