import { publicPage } from '@/components/pages/public-page'

const route = publicPage('/instalaciones-electricas')
export const generateMetadata = route.generateMetadata
export default route.Page
