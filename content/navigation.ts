import navigation from './navigation.json'

// Menus of the header and the footer, as data in navigation.json. Labels of the
// top-level items and every path are those of the specification; child labels
// name the page they open.

export type NavLink = { label: string; href: string }
export type NavItem = NavLink & { children?: NavLink[] }
export type FooterColumn = { heading: string; links: NavLink[] }

export const quoteLink: NavLink = navigation.quoteLink
export const mainNav: NavItem[] = navigation.mainNav
export const footerColumns: FooterColumn[] = navigation.footerColumns
export const legalLinks: NavLink[] = navigation.legalLinks
