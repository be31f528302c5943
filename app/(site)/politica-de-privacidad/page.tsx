import { legalRoute } from '@/components/legal/legal-route'

const route = legalRoute('/politica-de-privacidad')
export const metadata = route.metadata
export default route.Page
