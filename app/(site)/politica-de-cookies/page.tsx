import { legalRoute } from '@/components/legal/legal-route'

const route = legalRoute('/politica-de-cookies')
export const metadata = route.metadata
export default route.Page
