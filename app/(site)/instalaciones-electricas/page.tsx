import { landingRoute } from '@/components/sections/landing-route'

const route = landingRoute('/instalaciones-electricas')
export const generateMetadata = route.generateMetadata
export default route.Page
