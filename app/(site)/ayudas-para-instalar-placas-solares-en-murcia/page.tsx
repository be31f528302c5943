import { guideRoute } from '@/components/sections/guide-route'

const route = guideRoute('/ayudas-para-instalar-placas-solares-en-murcia')
export const generateMetadata = route.generateMetadata
export default route.Page
