import { publicPage } from '@/components/pages/public-page'

const route = publicPage('/instalacion-placas-solares-valencia')
export const generateMetadata = route.generateMetadata
export default route.Page
