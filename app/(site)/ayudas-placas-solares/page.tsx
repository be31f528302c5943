import { landingRoute } from '@/components/sections/landing-route'

const route = landingRoute('/ayudas-placas-solares')
export const metadata = route.metadata
export default route.Page
