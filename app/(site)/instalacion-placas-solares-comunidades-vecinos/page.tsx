import { publicPage } from '@/components/pages/public-page'

const route = publicPage('/instalacion-placas-solares-comunidades-vecinos')
export const generateMetadata = route.generateMetadata
export default route.Page
