import { guideRoute } from '@/components/sections/guide-route'

const route = guideRoute('/ayudas-placas-solares')
export const generateMetadata = route.generateMetadata
export default route.Page
