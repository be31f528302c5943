import type { LandingPage } from '../types'

// Electrical installations in the Región de Murcia: services, price,
// coverage by zone and reasons.
export const instalacionElectricaMurcia: LandingPage = {
  path: '/instalacion-electrica-murcia',
  seo: {
    title: 'Instalación eléctrica en Murcia y toda la región',
    description:
      'Electricistas autorizados en la Región de Murcia: obra nueva, reformas, boletines y urgencias 24/7. Vivienda de 100 m²: 3.000-6.000 €. Presupuesto gratis.',
    keywords: [
      'instalación eléctrica murcia',
      'electricista murcia',
      'electricista urgente murcia',
      'boletín eléctrico murcia',
      'precio instalación eléctrica murcia',
      'instalador eléctrico autorizado murcia',
      'reforma instalación eléctrica murcia',
      'electricista cieza',
    ],
    schemaType: 'Service',
    category: 'electrical',
    h2Secondary: [
      'Cuánto cuesta una instalación eléctrica en Murcia',
      'Zonas de la Región de Murcia donde trabajamos',
    ],
    h3Strategic: [
      'Electricista urgente en Murcia',
      'Boletín eléctrico en Murcia',
      'Electricista en Cieza y la Vega del Segura',
    ],
  },
  hero: {
    h1: 'Instalación eléctrica en Murcia con electricistas autorizados',
    subtitle:
      'Instalaciones nuevas, reformas, boletines y urgencias 24/7 en toda la Región de Murcia. Somos de Cieza, llevamos más de 30 años trabajando aquí y la visita técnica es gratuita.',
    picture: {
      artwork: 'hero-electrical-home',
      alt: 'Ilustración de una vivienda con su instalación eléctrica, puntos de luz y cuadro de protección',
    },
    cta: { label: 'Solicitar presupuesto', href: '/solicitar-presupuesto', behaviour: 'page' },
  },
  sections: [
    {
      kind: 'text',
      id: 'instalacion-electrica-murcia',
      heading: 'Instalación eléctrica en Murcia, hecha por una empresa de la región',
      paragraphs: [
        'Somos una empresa instaladora de Cieza y llevamos más de 30 años haciendo instalaciones eléctricas en la Región de Murcia: pisos en la capital, casas de huerta en la Vega del Segura, locales comerciales, naves y almacenes.',
        'El clima marca la instalación. Con veranos largos y muy calurosos, el aire acondicionado es un consumo fijo en casi todas las casas, y muchas instalaciones de hace décadas no se pensaron para ello: se quedan cortas de circuitos, salta el limitador y los cables trabajan al límite. Revisamos la potencia, añadimos circuitos dedicados y, si hace falta, pasamos la vivienda a electrificación elevada, de al menos 9.200 W según la ITC-BT-10.',
        'Nos encargamos de todo el proceso: visita, presupuesto, ejecución, certificado de instalación y trámites. Y si tienes una avería, el servicio de urgencias funciona 24/7; en Murcia y su entorno solemos llegar en menos de 2 horas.',
      ],
      figures: [
        { value: 'Más de 30 años', label: 'trabajando en la Región de Murcia' },
        { value: '3.000-6.000 €', label: 'instalación completa de una vivienda de 100 m²' },
        { value: '24/7', label: 'servicio de urgencias eléctricas' },
        { value: 'Menos de 2 horas', label: 'respuesta habitual a urgencias en Murcia y su entorno' },
      ],
    },
    {
      kind: 'cards',
      id: 'servicios',
      heading: 'Servicios de electricidad en Murcia',
      columns: 3,
      cards: [
        {
          icon: 'home',
          title: 'Instalaciones nuevas y reformas integrales',
          text: 'Instalación completa de pisos, casas y locales: derivación individual, cuadro, circuitos, mecanismos y toma de tierra, conforme a la ITC-BT-25. La instalación completa de una vivienda lleva 3-5 días laborables.',
        },
        {
          icon: 'document',
          title: 'Boletines y certificados',
          text: 'Emitimos el certificado de instalación eléctrica para dar de alta la luz, legalizar una ampliación o subir la potencia, y lo tramitamos ante el órgano competente en industria de la Región de Murcia.',
        },
        {
          icon: 'bolt',
          title: 'Aumentos de potencia y cuadros',
          text: 'Sustituimos cuadros antiguos, instalamos diferenciales de 30 mA y añadimos circuitos dedicados para el aire acondicionado, la placa de inducción o el termo eléctrico.',
        },
        {
          icon: 'building',
          title: 'Comercios, oficinas y naves',
          text: 'Instalaciones para locales y naves, con alumbrado eficiente, fuerza para maquinaria, alumbrado de emergencia y la documentación técnica que necesitas para abrir el negocio.',
        },
        {
          icon: 'car',
          title: 'Puntos de recarga',
          text: 'Instalamos el punto de recarga del coche eléctrico en garajes individuales y comunitarios, conforme a la ITC-BT-52, con su circuito y sus protecciones propias.',
        },
        {
          icon: 'clock',
          title: 'Urgencias 24 horas',
          text: 'Cortocircuitos, diferenciales que no rearman, enchufes quemados o cortes parciales. Atendemos 24/7 y en Murcia y su entorno solemos llegar en menos de 2 horas.',
        },
      ],
    },
    {
      kind: 'text',
      id: 'precio',
      heading: 'Cuánto cuesta una instalación eléctrica en Murcia',
      paragraphs: [
        'Como referencia, la instalación eléctrica completa de una vivienda de 100 m² en Murcia cuesta 3.000-6.000 €. La horquilla es amplia porque cada casa es distinta: no es lo mismo renovar el cableado aprovechando los tubos existentes que abrir rozas nuevas en toda la vivienda.',
        'Lo que más influye en el precio es el grado de electrificación (básica o elevada), el número de circuitos, de puntos de luz y de enchufes, el estado de las canalizaciones, la gama de los mecanismos y si hay que renovar también la derivación individual o la toma de tierra. En el presupuesto verás desglosados el material, la mano de obra y la emisión del boletín.',
        'La obra dura 3-5 días laborables. Tras la visita técnica gratuita te enviamos el presupuesto por correo electrónico o WhatsApp, sin compromiso.',
      ],
      figures: [
        { value: '3.000-6.000 €', label: 'vivienda de 100 m², instalación completa' },
        { value: '3-5 días laborables', label: 'duración habitual de la obra' },
      ],
      cta: { label: 'Solicitar presupuesto', href: '/solicitar-presupuesto', behaviour: 'page' },
    },
    {
      kind: 'zones',
      id: 'zonas',
      heading: 'Zonas de la Región de Murcia donde trabajamos',
      intro: [
        'Salimos cada día desde Cieza, en el centro de la región, lo que nos permite llegar con rapidez a la Vega del Segura, a la capital y al resto de comarcas.',
      ],
      zones: [
        {
          name: 'Vega del Segura',
          places: ['Cieza', 'Abarán', 'Blanca', 'Archena', 'Ulea', 'Ricote', 'Ojós', 'Villanueva del Río Segura'],
          text: 'Nuestra zona de casa: viviendas del casco urbano, casas de huerta y almacenes agrícolas, muchas veces con instalaciones antiguas que conviene poner al día.',
        },
        {
          name: 'Murcia y área metropolitana',
          places: ['Murcia', 'Molina de Segura', 'Alcantarilla', 'Las Torres de Cotillas', 'Santomera', 'Beniel'],
          text: 'Pisos, comunidades de propietarios, locales y naves de los polígonos. Aquí solemos responder a las urgencias en menos de 2 horas.',
        },
        {
          name: 'Altiplano y Noroeste',
          places: ['Jumilla', 'Yecla', 'Calasparra', 'Caravaca de la Cruz', 'Cehegín', 'Moratalla', 'Bullas'],
          text: 'Casas de campo, bodegas y naves. En los inviernos fríos del Altiplano cuidamos especialmente los circuitos de calefacción eléctrica y de los termos.',
        },
        {
          name: 'Campo de Cartagena y Mar Menor',
          places: ['Cartagena', 'Torre-Pacheco', 'Fuente Álamo', 'San Javier', 'San Pedro del Pinatar', 'Los Alcázares'],
          text: 'Viviendas de costa y segundas residencias, donde la humedad y el salitre obligan a elegir bien cajas, mecanismos y luminarias exteriores.',
        },
        {
          name: 'Guadalentín',
          places: ['Lorca', 'Totana', 'Alhama de Murcia', 'Puerto Lumbreras', 'Águilas', 'Mazarrón'],
          text: 'Pisos y casas, comercios y naves agroalimentarias, con la misma forma de trabajar: visita gratuita, presupuesto detallado y boletín al terminar.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'por-que-elegirnos',
      heading: 'Por qué elegir un electricista local en Murcia',
      columns: 4,
      cards: [
        {
          icon: 'map-pin',
          title: 'Cerca de ti',
          text: 'Estamos en Cieza, en el centro de la región. Menos kilómetros significa visitas más rápidas y urgencias atendidas, en Murcia y su entorno, normalmente en menos de 2 horas.',
        },
        {
          icon: 'users',
          title: 'Más de 30 años en la región',
          text: 'Conocemos las viviendas de la zona, desde los pisos de los años setenta hasta las casas de huerta, y los fallos típicos de cada una.',
        },
        {
          icon: 'certificate',
          title: 'Todo legalizado',
          text: 'Como empresa instaladora habilitada nos ocupamos de la memoria técnica, las verificaciones, el certificado de instalación y los trámites, sin que tengas que hacer gestiones.',
        },
        {
          icon: 'smartphone',
          title: 'Presupuesto por WhatsApp',
          text: 'Visita técnica gratuita y presupuesto detallado por correo electrónico o WhatsApp, sin compromiso y con plazos claros.',
        },
      ],
    },
  ],
  faq: {
    heading: 'Preguntas frecuentes sobre instalaciones eléctricas en Murcia',
    description:
      'Las dos dudas que más nos plantean en la Región de Murcia: cuánto cuesta la instalación y cuánto tardamos ante una avería.',
    items: [
      {
        question: '¿Cuánto cuesta la instalación eléctrica de una vivienda en Murcia?',
        answer:
          'Para una vivienda de 100 m², la instalación completa cuesta 3.000-6.000 €, según el grado de electrificación, el número de circuitos y si hay que abrir rozas nuevas. La obra suele durar 3-5 días laborables. Tras la visita técnica gratuita te enviamos un presupuesto detallado, sin compromiso.',
      },
      {
        question: '¿Cuánto tardáis en venir si tengo una avería urgente?',
        answer:
          'Tenemos servicio de urgencias 24/7 y en Murcia y su entorno solemos llegar en menos de 2 horas; en zonas más alejadas te damos una hora estimada al llamar. Mientras llegamos, no rearmes una y otra vez un diferencial que salta: desconecta los aparatos de la zona afectada.',
      },
    ],
  },
  closing: {
    heading: '¿Necesitas un electricista en Murcia?',
    text: 'Cuéntanos qué necesitas y te visitamos sin coste en cualquier punto de la región. El presupuesto te llega por correo electrónico o WhatsApp, sin compromiso.',
    cta: { label: 'Solicitar presupuesto', href: '/solicitar-presupuesto', behaviour: 'page' },
  },
}
