import { legalRoute } from '@/components/legal/legal-route'

const route = legalRoute('/politica-de-privacidad')
export const generateMetadata = route.generateMetadata
export default route.Page
