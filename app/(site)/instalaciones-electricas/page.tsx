import { landingRoute } from '@/components/sections/landing-route'

const route = landingRoute('/instalaciones-electricas')
export const metadata = route.metadata
export default route.Page
