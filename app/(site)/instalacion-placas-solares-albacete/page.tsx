import { publicPage } from '@/components/pages/public-page'

const route = publicPage('/instalacion-placas-solares-albacete')
export const generateMetadata = route.generateMetadata
export default route.Page
