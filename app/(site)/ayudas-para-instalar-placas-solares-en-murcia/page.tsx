import { landingRoute } from '@/components/sections/landing-route'

const route = landingRoute('/ayudas-para-instalar-placas-solares-en-murcia')
export const metadata = route.metadata
export default route.Page
