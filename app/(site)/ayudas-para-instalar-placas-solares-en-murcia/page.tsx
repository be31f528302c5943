import { publicPage } from '@/components/pages/public-page'
import { ContactSection } from '@/components/sections/contact-section'

const route = publicPage('/ayudas-para-instalar-placas-solares-en-murcia', { Contact: ContactSection })
export const generateMetadata = route.generateMetadata
export default route.Page
