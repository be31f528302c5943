import { guideRoute } from '@/components/sections/guide-route'

const route = guideRoute('/ayudas-placas-solares')
export const metadata = route.metadata
export default route.Page
