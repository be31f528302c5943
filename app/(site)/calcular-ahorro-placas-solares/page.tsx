import { publicPage } from '@/components/pages/public-page'
import { ContactSection } from '@/components/sections/contact-section'
import { SavingsSection } from '@/components/savings/savings-section'
import { savingsPagePath } from '@/content/savings-names'
import { shownSavingsFigures } from '@/lib/savings/published-figures'

const route = publicPage(savingsPagePath, {
  Contact: ContactSection,
  afterHero: (shown) => <SavingsSection figures={shownSavingsFigures(shown)} />,
})
export const generateMetadata = route.generateMetadata
export default route.Page
