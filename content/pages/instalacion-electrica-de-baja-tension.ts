import type { LandingPage } from '../types'

export const instalacionElectricaDeBajaTension: LandingPage = {
  path: '/instalacion-electrica-de-baja-tension',
  seo: {
    title: 'Instalación eléctrica de baja tensión en Murcia',
    description:
      'Instalaciones de baja tensión en viviendas, locales y empresas: cuadros, boletín eléctrico (CIE), mantenimiento y ampliaciones de potencia según el REBT.',
    keywords: [
      'instalación eléctrica de baja tensión',
      'instalaciones de baja tensión murcia',
      'boletín eléctrico',
      'certificado de instalación eléctrica',
      'ampliación de potencia',
      'cuadro eléctrico',
      'reglamento electrotécnico de baja tensión',
      'inspección periódica instalación eléctrica',
      'electricista autorizado murcia',
    ],
    schemaType: 'Service',
    category: 'electrical',
    h2Secondary: [
      'Qué es una instalación de baja tensión según el REBT',
      'Servicios de baja tensión',
      'Inspecciones periódicas de baja tensión',
    ],
    h3Strategic: [
      'Cuadros eléctricos y protecciones',
      'Boletín eléctrico o certificado de instalación (CIE)',
      'Ampliaciones de potencia',
    ],
  },
  hero: {
    h1: 'Instalación eléctrica de baja tensión para viviendas y empresas',
    subtitle:
      'Instalaciones nuevas, reformas, cuadros, boletines y ampliaciones de potencia conforme al Reglamento Electrotécnico para Baja Tensión, con más de 30 años de experiencia en la Región de Murcia.',
    picture: {
      artwork: 'hero-electrical-panel',
      alt: 'Ilustración de un cuadro eléctrico de baja tensión con interruptor general, diferenciales y magnetotérmicos',
    },
    cta: { label: 'Solicitar presupuesto', href: '/solicitar-presupuesto', behaviour: 'page' },
  },
  sections: [
    {
      kind: 'text',
      id: 'que-es-baja-tension',
      heading: 'Instalación eléctrica de baja tensión en Murcia: qué es y qué norma la regula',
      paragraphs: [
        'El Reglamento Electrotécnico para Baja Tensión (REBT, Real Decreto 842/2002) considera de baja tensión las instalaciones que funcionan con tensiones nominales de hasta 1.000 V en corriente alterna o 1.500 V en corriente continua. En la práctica, son de baja tensión casi todas las instalaciones que conoces: la de tu vivienda y la de tu edificio, la de un comercio o una oficina, la de una nave y también la parte de corriente continua de unas placas solares.',
        'El REBT y sus instrucciones técnicas (ITC-BT) fijan cómo deben diseñarse, ejecutarse, verificarse y legalizarse: secciones de cable, número de circuitos, toma de tierra y protecciones. Por ejemplo, los circuitos de una vivienda deben estar protegidos por interruptores diferenciales de 30 mA (ITC-BT-25), que cortan la corriente antes de que una derivación pueda causar un accidente.',
        'Según su tipo, algunas instalaciones deben pasar inspecciones periódicas de un organismo de control cada 5-10 años (ITC-BT-05). Al terminar cualquier instalación nueva o reforma, la empresa instaladora emite el certificado de instalación eléctrica (CIE), el antiguo boletín, sin el que no se puede dar de alta la luz.',
      ],
      figures: [
        { value: '1.000 V', label: 'límite de la baja tensión en corriente alterna' },
        { value: '1.500 V', label: 'límite de la baja tensión en corriente continua' },
        { value: '30 mA', label: 'sensibilidad de los diferenciales en viviendas' },
        { value: '5-10 años', label: 'periodicidad de las inspecciones obligatorias, según el tipo' },
      ],
    },
    {
      kind: 'cards',
      id: 'por-que-elegirnos',
      heading: 'Por qué elegirnos para tu instalación de baja tensión',
      columns: 4,
      cards: [
        {
          icon: 'certificate',
          title: 'Más de 30 años de experiencia',
          text: 'Hemos hecho y reformado instalaciones de todas las épocas, desde las de hace décadas hasta las que hoy incorporan placas solares y recarga de coche eléctrico.',
        },
        {
          icon: 'document',
          title: 'Papeleo incluido',
          text: 'Preparamos la memoria técnica o el proyecto, emitimos el certificado de instalación y lo registramos, para que solo tengas que contratar la luz.',
        },
        {
          icon: 'euro',
          title: 'Visita y presupuesto gratis',
          text: 'Visitamos la instalación sin coste y te enviamos un presupuesto detallado y sin compromiso por correo electrónico o WhatsApp.',
        },
        {
          icon: 'clock',
          title: 'Urgencias 24/7',
          text: 'Atendemos averías a cualquier hora, todos los días del año; en el entorno de Murcia solemos llegar en menos de 2 horas.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'servicios-baja-tension',
      heading: 'Servicios de baja tensión',
      columns: 3,
      cards: [
        {
          icon: 'home',
          title: 'Instalaciones residenciales',
          text: 'Instalación completa de viviendas nuevas y reformas integrales, con los circuitos y el grado de electrificación que marca la ITC-BT-25 para el uso que le vas a dar.',
          points: ['Viviendas, chalés y apartamentos', 'Adecuación de instalaciones antiguas'],
          cta: {
            label: 'Instalación eléctrica en viviendas',
            href: '/instalacion-electrica-viviendas',
            behaviour: 'client',
          },
        },
        {
          icon: 'building',
          title: 'Instalaciones comerciales',
          text: 'Locales, oficinas, bares y comercios, incluidos los de pública concurrencia, con el alumbrado de emergencia y los cables especiales que exige la ITC-BT-28.',
          points: ['Documentación para la licencia de actividad', 'Alumbrado de emergencia'],
        },
        {
          icon: 'panel',
          title: 'Cuadros y protecciones',
          text: 'Montaje y renovación de cuadros eléctricos con interruptor general, diferenciales de 30 mA, magnetotérmicos por circuito y protección contra sobretensiones.',
          points: ['Sustitución de fusibles antiguos', 'Esquema del cuadro actualizado'],
        },
        {
          icon: 'certificate',
          title: 'Certificados y boletines',
          text: 'Emitimos el certificado de instalación eléctrica (CIE), conocido como boletín, y lo registramos ante la comunidad autónoma para altas, reformas o cambios de potencia.',
          points: ['Memoria técnica de diseño o proyecto', 'Registro ante la administración'],
        },
        {
          icon: 'wrench',
          title: 'Mantenimiento',
          text: 'Revisiones periódicas con medición de aislamiento y de la toma de tierra, prueba de diferenciales y reapriete de conexiones, y preparación de las inspecciones obligatorias.',
          points: ['Informe de estado', 'Averías 24/7'],
        },
        {
          icon: 'bolt',
          title: 'Ampliaciones de potencia',
          text: 'Si necesitas más potencia para inducción, aerotermia, placas solares o un coche eléctrico, adaptamos la derivación individual y el cuadro, y emitimos el nuevo certificado.',
          points: ['Estudio de la potencia necesaria', 'Gestión con la distribuidora'],
        },
      ],
      cta: { label: 'Pedir presupuesto gratuito', href: '/solicitar-presupuesto', behaviour: 'page' },
    },
    {
      kind: 'table',
      id: 'inspecciones-periodicas',
      heading: 'Inspecciones periódicas de baja tensión',
      intro: [
        'La ITC-BT-05 obliga a que ciertas instalaciones las revise un organismo de control autorizado (OCA) cada 5-10 años. Te ayudamos a preparar la inspección y corregimos los defectos que se detecten.',
      ],
      caption: 'Inspecciones periódicas obligatorias según la ITC-BT-05',
      columns: ['Tipo de instalación', 'Periodicidad', 'Quién inspecciona'],
      rows: [
        ['Industrias que precisan proyecto, de más de 100 kW', 'Cada 5 años', 'Organismo de control autorizado'],
        ['Locales de pública concurrencia', 'Cada 5 años', 'Organismo de control autorizado'],
        ['Locales mojados de más de 25 kW y piscinas de más de 10 kW', 'Cada 5 años', 'Organismo de control autorizado'],
        ['Alumbrado exterior de más de 5 kW', 'Cada 5 años', 'Organismo de control autorizado'],
        ['Zonas comunes de edificios de viviendas de más de 100 kW', 'Cada 10 años', 'Organismo de control autorizado'],
      ],
      note: 'Las viviendas no tienen inspección periódica obligatoria con carácter general, pero conviene revisar la instalación de forma periódica, sobre todo si tiene muchos años o se ha ampliado.',
    },
    {
      kind: 'steps',
      id: 'legalizacion',
      heading: 'Cómo se legaliza una instalación de baja tensión',
      steps: [
        {
          title: 'Diseño',
          text: 'Según la potencia y el uso, la ITC-BT-04 pide una memoria técnica de diseño o un proyecto firmado por un técnico titulado.',
        },
        {
          title: 'Ejecución',
          text: 'Montamos la instalación conforme al REBT y a las normas particulares de la compañía distribuidora.',
        },
        {
          title: 'Verificación',
          text: 'Medimos el aislamiento y la resistencia de la toma de tierra y comprobamos que cada diferencial de 30 mA dispara como debe.',
        },
        {
          title: 'Certificado y registro',
          text: 'Emitimos el certificado de instalación eléctrica (CIE) y lo registramos ante el órgano competente de la comunidad autónoma.',
        },
        {
          title: 'Alta del suministro',
          text: 'Con el certificado registrado, ya puedes contratar la luz o la nueva potencia con tu comercializadora.',
        },
      ],
    },
  ],
  faq: {
    heading: 'Preguntas frecuentes sobre instalaciones de baja tensión',
    description:
      'Dudas habituales sobre la normativa, el boletín eléctrico, las revisiones y las ampliaciones de potencia.',
    items: [
      {
        question: '¿Qué se considera baja tensión?',
        answer:
          'Según el REBT, es baja tensión toda instalación con una tensión nominal de hasta 1.000 V en corriente alterna o 1.500 V en corriente continua. Entran aquí las viviendas, los edificios, los comercios, las oficinas y la mayoría de las naves e instalaciones solares de autoconsumo.',
      },
      {
        question: '¿Qué es el boletín eléctrico y cuándo lo necesito?',
        answer:
          'El boletín es el nombre popular del certificado de instalación eléctrica (CIE), el documento con el que la empresa instaladora acredita que la instalación cumple el REBT. Lo necesitas para dar de alta la luz en una instalación nueva, después de una reforma o para subir la potencia por encima de la que admite tu certificado actual.',
      },
      {
        question: '¿Cada cuánto hay que revisar una instalación de baja tensión?',
        answer:
          'Depende del tipo: la ITC-BT-05 exige inspecciones de un organismo de control cada 5-10 años a industrias de más de 100 kW, locales de pública concurrencia o zonas comunes de edificios grandes, entre otras. Las viviendas no tienen inspección obligatoria, pero recomendamos una revisión si la instalación es antigua o empiezan a saltar las protecciones.',
      },
      {
        question: '¿Cómo puedo ampliar la potencia contratada?',
        answer:
          'Si la nueva potencia no supera la potencia máxima admisible que figura en tu certificado de instalación, basta con pedírselo a tu comercializadora. Si la supera, hay que adaptar la instalación, normalmente la derivación individual y el cuadro, y emitir un nuevo certificado; nosotros lo hacemos y te ayudamos con la gestión ante la distribuidora.',
      },
      {
        question: '¿Por qué salta el diferencial y qué debo hacer?',
        answer:
          'El diferencial de 30 mA salta cuando detecta una fuga de corriente, por ejemplo por un electrodoméstico averiado, humedad en una caja o un cable dañado. Desenchufa los aparatos, rearma el diferencial y ve conectándolos uno a uno; si sigue saltando, llámanos, porque nuestro servicio de urgencias funciona 24/7.',
      },
    ],
  },
  closing: {
    heading: '¿Necesitas una instalación nueva, un boletín o más potencia?',
    text: 'Cuéntanos qué necesitas: te visitamos sin coste, revisamos tu instalación y te enviamos un presupuesto sin compromiso por correo electrónico o WhatsApp.',
    cta: { label: 'Pedir presupuesto gratuito', href: '/solicitar-presupuesto', behaviour: 'page' },
  },
}
