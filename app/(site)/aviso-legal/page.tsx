import { legalRoute } from '@/components/legal/legal-route'

const route = legalRoute('/aviso-legal')
export const generateMetadata = route.generateMetadata
export default route.Page
