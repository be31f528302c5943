import type { LandingPage, SearchCopy } from './types'

/** The quote page (/solicitar-presupuesto): a hero and the form. Not indexed. */
export const quotePage = {
  path: '/solicitar-presupuesto',
  seo: {
    title: 'Solicita tu presupuesto gratuito y sin compromiso',
    description:
      'Pide presupuesto gratuito para tu instalación de placas solares o tu instalación eléctrica en Murcia, Valencia, Alicante o Albacete. Te respondemos en 24 horas.',
    keywords: ['presupuesto placas solares', 'presupuesto instalación eléctrica', 'presupuesto gratuito'],
    schemaType: 'WebPage',
    category: 'main',
    h2Secondary: [],
    h3Strategic: [],
  },
  hero: {
    h1: 'Solicita tu Presupuesto',
    subtitle:
      'Cuéntanos qué necesitas: placas solares, una instalación eléctrica nueva o una reforma. Visitamos tu vivienda o negocio sin coste y te enviamos el presupuesto por correo electrónico o WhatsApp.',
    picture: {
      artwork: 'hero-solar-roof',
      alt: 'Ilustración de una vivienda con placas solares en el tejado',
    },
    cta: { label: 'Ir al formulario', href: '#formulario', behaviour: 'scroll' },
  },
  form: {
    heading: 'Tu solicitud de presupuesto',
    intro:
      'Rellena el formulario y te responderemos en menos de 24 horas laborables. Los campos con * son obligatorios.',
  },
} satisfies {
  path: string
  seo: SearchCopy
  hero: LandingPage['hero']
  form: object
}
