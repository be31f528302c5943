import { publicPage } from '@/components/pages/public-page'

const route = publicPage('/instalacion-electrica-edificios')
export const generateMetadata = route.generateMetadata
export default route.Page
