import type { CardsSection, LandingPage, SearchCopy } from './types'

export type GalleryPicture = { src: string; alt: string }

export type HomePage = {
  seo: SearchCopy
  hero: LandingPage['hero']
  /** In order: solar (id 'placas-solares'), electrical (id 'instalaciones'), services. */
  sections: CardsSection[]
  gallery: { heading: string; intro: string; pictures: GalleryPicture[] }
  contact: { heading: string; intro: string }
}

const toContact = (label: string) => ({ label, href: '#contacto', behaviour: 'scroll' }) as const

export const home: HomePage = {
  seo: {
    title: 'Instalaciones eléctricas y placas solares en Murcia',
    description:
      'Instaladores de placas solares e instalaciones eléctricas en Murcia, Valencia, Alicante y Albacete. Más de 30 años de experiencia y presupuesto gratuito.',
    keywords: [
      'instalaciones eléctricas murcia',
      'placas solares murcia',
      'instaladores placas solares',
      'electricista cieza',
      'autoconsumo solar',
      'instalador eléctrico autorizado',
    ],
    schemaType: 'Electrician',
    category: 'main',
    h2Secondary: ['Instalaciones eléctricas seguras y certificadas', 'Nuestros proyectos de placas solares'],
    h3Strategic: ['Ahorro desde el primer día', 'Ayudas y subvenciones para placas solares'],
  },
  hero: {
    h1: 'Instalaciones Eléctricas y Placas Solares',
    subtitle:
      'Más de 30 años instalando energía solar y electricidad en Murcia, Valencia, Alicante y Albacete. Estudio y presupuesto gratuitos, sin compromiso.',
    picture: {
      artwork: 'hero-solar-roof',
      alt: 'Ilustración de una vivienda mediterránea con placas solares en el tejado bajo el sol',
    },
    cta: toContact('Solicita tu presupuesto'),
  },
  sections: [
    {
      kind: 'cards',
      id: 'placas-solares',
      heading: 'Placas solares: ahorra desde el primer día',
      intro: [
        'Una instalación de autoconsumo bien dimensionada puede reducir tu factura de la luz hasta un 70 %. Nos ocupamos de todo: estudio, instalación, legalización y ayudas.',
      ],
      columns: 3,
      cards: [
        {
          icon: 'piggy-bank',
          title: 'Ahorro desde el primer día',
          text: 'Desde que la instalación arranca, cada kWh que producen tus placas es un kWh que no compras a la red. Te enviamos el presupuesto por correo electrónico o WhatsApp.',
        },
        {
          icon: 'smartphone',
          title: 'Tu instalación, en el móvil',
          text: 'Consulta en tiempo real cuánto producen tus placas, cuánto consumes y cuánto viertes a la red, desde una aplicación en tu teléfono.',
        },
        {
          icon: 'euro',
          title: 'Te ayudamos con las subvenciones',
          text: 'Te decimos a qué ayudas regionales, deducciones y bonificaciones municipales puedes optar y preparamos la solicitud contigo.',
        },
      ],
      cta: toContact('Solicita tu presupuesto y empieza a ahorrar'),
    },
    {
      kind: 'cards',
      id: 'instalaciones',
      heading: 'Instalaciones eléctricas seguras y certificadas',
      intro: [
        'Diseñamos, montamos, legalizamos y mantenemos instalaciones eléctricas de viviendas, comercios, naves y eventos, siempre conforme al Reglamento Electrotécnico para Baja Tensión.',
      ],
      columns: 3,
      cards: [
        {
          icon: 'bolt',
          title: 'Instalaciones de baja tensión',
          text: 'Instalaciones nuevas, reformas y ampliaciones de potencia, con supervisión periódica para que sigan siendo seguras con los años.',
        },
        {
          icon: 'shield',
          title: 'Cuadros eléctricos',
          text: 'Cuadros de protección para viviendas, comercios, naves y ferias, con diferenciales y magnetotérmicos dimensionados para cada uso.',
        },
        {
          icon: 'network',
          title: 'Redes informáticas',
          text: 'Cableado estructurado con armario rack, puntos de voz y datos, y redes inalámbricas seguras para oficinas y negocios.',
        },
      ],
      cta: toContact('Contáctanos'),
    },
    {
      kind: 'cards',
      id: 'servicios',
      heading: 'Cómo trabajamos contigo',
      intro: ['Un solo interlocutor de principio a fin, con plazos claros y todo por escrito.'],
      columns: 3,
      cards: [
        {
          icon: 'document',
          title: 'Presupuesto claro y sin compromiso',
          text: 'Visitamos tu vivienda o negocio sin coste y te enviamos un presupuesto detallado por correo electrónico o WhatsApp.',
          cta: toContact('Más información'),
        },
        {
          icon: 'certificate',
          title: 'Tramitación completa',
          text: 'Nos encargamos de los permisos, la legalización, el certificado de instalación y el papeleo de las subvenciones.',
          cta: toContact('Más información'),
        },
        {
          icon: 'clock',
          title: 'Urgencias 24 horas',
          text: 'Servicio de urgencias las 24 horas, con respuesta habitual en menos de 2 horas en los alrededores de Murcia.',
          cta: toContact('Más información'),
        },
      ],
    },
  ],
  gallery: {
    heading: 'Nuestros proyectos',
    intro: 'Algunas de las instalaciones solares que hemos realizado en la Región de Murcia y alrededores.',
    pictures: [
      {
        src: '/images/gallery-1.svg',
        alt: 'Vivienda unifamiliar en Cieza con placas solares sobre el tejado de teja',
      },
      {
        src: '/images/gallery-2.svg',
        alt: 'Azotea de una comunidad de vecinos con filas de paneles solares inclinados',
      },
      {
        src: '/images/gallery-3.svg',
        alt: 'Nave agrícola entre frutales con la cubierta llena de placas solares',
      },
      {
        src: '/images/gallery-4.svg',
        alt: 'Pérgola solar sobre un coche aparcado y batería doméstica en la pared',
      },
      {
        src: '/images/gallery-5.svg',
        alt: 'Terraza de una casa adosada con paneles solares e inversor en la pared',
      },
      {
        src: '/images/gallery-6.svg',
        alt: 'Placas solares sobre el suelo en una parcela rural con almendros',
      },
    ],
  },
  contact: {
    heading: 'Solicita tu presupuesto gratuito',
    intro:
      'Cuéntanos qué necesitas y te respondemos en menos de 24 horas laborables con una propuesta sin compromiso.',
  },
}
