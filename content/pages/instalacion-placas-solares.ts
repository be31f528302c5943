import type { LandingPage } from '../types'

// General solar page: the pillar of the solar section. Spec: hero button to the
// quote page, intro, four benefits, three service cards to the other solar
// pages, six-step process, six FAQs and a closing call to action.
export const instalacionPlacasSolares: LandingPage = {
  path: '/instalacion-placas-solares',
  seo: {
    title: 'Instalación de placas solares llave en mano',
    description:
      'Instalamos placas solares en viviendas, comunidades y empresas: ahorro de hasta el 70 % en la factura, amortización en 5-7 años y trámites de ayudas incluidos.',
    keywords: [
      'instalación de placas solares',
      'placas solares',
      'instaladores de placas solares',
      'paneles solares para casa',
      'energía solar fotovoltaica',
      'presupuesto placas solares',
      'placas solares para empresas',
      'ayudas placas solares',
    ],
    schemaType: 'Service',
    category: 'solar',
    h2Secondary: [
      'Ventajas de instalar placas solares',
      'Cómo es el proceso de instalación de placas solares',
      'Preguntas frecuentes sobre placas solares',
    ],
    h3Strategic: [
      'Placas solares para comunidades de vecinos',
      'Placas solares para autoconsumo',
      'Placas solares en Murcia',
      'Legalización de la instalación fotovoltaica',
    ],
  },
  hero: {
    h1: 'Instalación de placas solares para viviendas, comunidades y empresas',
    subtitle:
      'Estudio técnico y visita gratuitos, presupuesto sin compromiso y todos los trámites incluidos. Más de 30 años de experiencia en instalaciones eléctricas y solares.',
    picture: {
      artwork: 'hero-solar-roof',
      alt: 'Ilustración de una vivienda con placas solares en el tejado a pleno sol',
    },
    cta: { label: 'Solicitar presupuesto', href: '/solicitar-presupuesto', behaviour: 'page' },
  },
  sections: [
    {
      kind: 'text',
      id: 'instalacion-placas-solares',
      heading: 'Instalación de placas solares: cómo funciona y cuánto ahorras',
      paragraphs: [
        'Una instalación de placas solares convierte la luz del sol en electricidad para tu propio consumo. Los paneles producen corriente continua, el inversor la transforma en corriente alterna y esa energía alimenta directamente los electrodomésticos, la climatización o la maquinaria mientras hay sol. Lo que no se consume en el momento puede compensarse en la factura o guardarse en baterías.',
        'Bien dimensionada, una instalación reduce la factura de la luz hasta un 70 % y se amortiza en 5-7 años. Como los paneles tienen una vida útil de 25-30 años y una garantía de 25 años, la mayor parte de su vida produce electricidad ya pagada.',
        'Diseñamos cada instalación a partir de tu consumo real: de 3 kW a 15 kW en viviendas y por encima de 15 kW en empresas y naves. Nos ocupamos de todo, desde el estudio y los permisos hasta la legalización y la solicitud de las ayudas regionales, que pueden cubrir hasta el 40 % de la inversión.',
      ],
      figures: [
        { value: 'Hasta 70 %', label: 'de ahorro en la factura de la luz' },
        { value: '5-7 años', label: 'para amortizar la inversión' },
        { value: '25-30 años', label: 'de vida útil de los paneles' },
        { value: 'Hasta 40 %', label: 'de la inversión cubierta por ayudas regionales' },
      ],
    },
    {
      kind: 'cards',
      id: 'ventajas',
      heading: 'Ventajas de instalar placas solares',
      columns: 4,
      cards: [
        {
          icon: 'piggy-bank',
          title: 'Ahorro desde el primer mes',
          text: 'Cada kWh que producen tus paneles es un kWh que no compras a la red. Con un buen dimensionado, la factura baja hasta un 70 %.',
        },
        {
          icon: 'chart',
          title: 'Inversión que se recupera',
          text: 'El ahorro acumulado paga la instalación en 5-7 años. A partir de ahí, la energía que producen los paneles es prácticamente gratuita.',
        },
        {
          icon: 'shield',
          title: 'Larga duración y garantía',
          text: 'Los paneles tienen una vida útil de 25-30 años y una garantía de 25 años. Apenas necesitan mantenimiento: una limpieza periódica y una revisión.',
        },
        {
          icon: 'leaf',
          title: 'Energía limpia y propia',
          text: 'Produces electricidad renovable en tu propio tejado, reduces tus emisiones y dependes menos de las subidas del precio de la luz.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'servicios-solares',
      heading: 'Soluciones de energía solar para cada caso',
      intro: [
        'No es lo mismo una vivienda unifamiliar que un edificio con veinte vecinos o una nave industrial. Estas son nuestras instalaciones más habituales.',
      ],
      columns: 3,
      cards: [
        {
          icon: 'building',
          title: 'Placas solares para comunidades de vecinos',
          text: 'Autoconsumo colectivo en la cubierta del edificio: la energía se reparte entre los vecinos participantes mediante coeficientes de reparto, según el Real Decreto 244/2019.',
          cta: {
            label: 'Ver placas solares para comunidades',
            href: '/instalacion-placas-solares-comunidades-vecinos',
            behaviour: 'client',
          },
        },
        {
          icon: 'home',
          title: 'Placas solares para autoconsumo',
          text: 'Instalaciones para viviendas y negocios, con compensación de excedentes o con baterías para aprovechar la energía también de noche.',
          cta: {
            label: 'Ver autoconsumo solar',
            href: '/instalacion-placas-solares-autoconsumo',
            behaviour: 'client',
          },
        },
        {
          icon: 'map-pin',
          title: 'Placas solares en Murcia',
          text: 'Desde Cieza instalamos en toda la Región de Murcia, una de las zonas con más horas de sol de Europa, donde la inversión se recupera antes.',
          cta: {
            label: 'Ver placas solares en Murcia',
            href: '/instalacion-placas-murcia',
            behaviour: 'client',
          },
        },
      ],
    },
    {
      kind: 'steps',
      id: 'proceso',
      heading: 'Cómo es el proceso de instalación de placas solares',
      intro: [
        'Desde la firma del contrato hasta que la instalación produce suelen pasar 2-3 meses, sobre todo por los permisos y la legalización. El montaje en tu tejado dura solo 1-3 días.',
      ],
      steps: [
        {
          title: 'Estudio gratuito',
          text: 'Visitamos la vivienda o el edificio, revisamos la cubierta, las sombras y la orientación, y analizamos tus facturas para conocer cuánta energía consumes y a qué horas.',
        },
        {
          title: 'Presupuesto sin compromiso',
          text: 'Te proponemos la potencia, el número de paneles y el tipo de inversor adecuados, con el ahorro estimado y el plazo de amortización. Te lo enviamos por correo electrónico o WhatsApp.',
        },
        {
          title: 'Permisos y ayudas',
          text: 'Tramitamos la licencia de obra o la declaración responsable ante el ayuntamiento y preparamos la solicitud de las ayudas disponibles. Por encima de 10 kW redactamos además el proyecto técnico.',
        },
        {
          title: 'Instalación en 1-3 días',
          text: 'Montamos la estructura, los paneles, el inversor y las protecciones eléctricas. En una vivienda el trabajo en el tejado dura entre uno y tres días.',
        },
        {
          title: 'Legalización',
          text: 'Emitimos el certificado de la instalación conforme al Reglamento Electrotécnico para Baja Tensión y la inscribimos en el registro de autoconsumo de la comunidad autónoma, que comunica el alta a la distribuidora.',
        },
        {
          title: 'Puesta en marcha',
          text: 'Ponemos en marcha el sistema, comprobamos la producción y te enseñamos a seguirla en tiempo real desde el móvil. Desde ese día, tu tejado produce electricidad.',
        },
      ],
    },
  ],
  faq: {
    heading: 'Preguntas frecuentes sobre placas solares',
    description:
      'Lo que más nos preguntan antes de instalar placas solares: ahorro, plazos, potencia, orientación y ayudas.',
    items: [
      {
        question: '¿Cuánto puedo ahorrar con placas solares?',
        answer:
          'Una instalación bien dimensionada reduce la factura de la luz hasta un 70 %. El ahorro real depende de cuánta energía consumas durante las horas de sol: cuanto más consumo se concentre de día, mayor es. En el estudio gratuito calculamos tu ahorro a partir de tus facturas.',
      },
      {
        question: '¿En cuántos años se amortiza la instalación?',
        answer:
          'Lo habitual es recuperar la inversión en 5-7 años gracias al ahorro en la factura. Los paneles tienen una vida útil de 25-30 años y una garantía de 25 años, así que durante muchos años más la energía que producen sale prácticamente gratis.',
      },
      {
        question: '¿Cuánto se tarda en instalar placas solares?',
        answer:
          'Desde la firma del contrato suelen pasar 2-3 meses, porque hay que tramitar permisos, ayudas y la legalización. El montaje físico en el tejado dura solo 1-3 días y apenas te causa molestias.',
      },
      {
        question: '¿Qué potencia necesito?',
        answer:
          'En viviendas instalamos normalmente entre 3 kW y 15 kW, según el consumo y la superficie disponible; en empresas y naves, por encima de 15 kW. Las instalaciones de más de 10 kW necesitan un proyecto técnico, que redactamos nosotros.',
      },
      {
        question: '¿Sirve mi tejado si no está orientado al sur?',
        answer:
          'Sí. La orientación sur es la que más produce, pero un tejado orientado al este o al oeste solo pierde un 10-15 % de producción y sigue siendo rentable. En la visita revisamos también las sombras y el estado de la cubierta.',
      },
      {
        question: '¿Hay ayudas para instalar placas solares?',
        answer:
          'Sí. Las ayudas regionales pueden cubrir hasta el 40 % de la inversión, y muchos ayuntamientos bonifican impuestos municipales. Te indicamos a qué ayudas puedes optar y nos encargamos de toda la tramitación.',
      },
    ],
  },
  closing: {
    heading: '¿Cuánto ahorrarías con placas solares en tu tejado?',
    text: 'Pide tu estudio gratuito: visitamos tu vivienda, comunidad o empresa, calculamos el ahorro y te enviamos un presupuesto sin compromiso por correo electrónico o WhatsApp.',
    cta: { label: 'Solicitar presupuesto gratuito', href: '/solicitar-presupuesto', behaviour: 'page' },
  },
}
