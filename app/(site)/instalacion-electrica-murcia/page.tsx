import { publicPage } from '@/components/pages/public-page'

const route = publicPage('/instalacion-electrica-murcia')
export const generateMetadata = route.generateMetadata
export default route.Page
