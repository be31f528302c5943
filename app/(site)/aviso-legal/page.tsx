import { legalRoute } from '@/components/legal/legal-route'

const route = legalRoute('/aviso-legal')
export const metadata = route.metadata
export default route.Page
