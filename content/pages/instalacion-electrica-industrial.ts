import type { LandingPage } from '../types'

export const instalacionElectricaIndustrial: LandingPage = {
  path: '/instalacion-electrica-industrial',
  seo: {
    title: 'Instalación eléctrica industrial en Murcia',
    description:
      'Instalaciones eléctricas para naves e industria: redes para maquinaria, iluminación LED, grupos electrógenos y mantenimiento. Más de 30 años de experiencia.',
    keywords: [
      'instalación eléctrica industrial',
      'instalaciones eléctricas industriales murcia',
      'electricista industrial murcia',
      'instalación eléctrica nave industrial',
      'mantenimiento eléctrico industrial',
      'grupo electrógeno para empresas',
      'iluminación led industrial',
      'cuadro eléctrico industrial',
    ],
    schemaType: 'Service',
    category: 'electrical',
    h2Secondary: [
      'Por qué confiar tu instalación industrial a nuestro equipo',
      'Servicios de electricidad industrial',
      'Potencia eléctrica según el tipo de industria',
    ],
    h3Strategic: [
      'Redes de fuerza para maquinaria',
      'Iluminación LED para naves',
      'Grupos electrógenos y alimentación de emergencia',
      'Mantenimiento eléctrico preventivo y correctivo',
    ],
  },
  hero: {
    h1: 'Instalación eléctrica industrial para naves, talleres y fábricas',
    subtitle:
      'Diseñamos, montamos, legalizamos y mantenemos la instalación eléctrica de tu empresa: fuerza para maquinaria, iluminación, alimentación de emergencia y cuadros, con más de 30 años de experiencia en la Región de Murcia.',
    picture: {
      artwork: 'hero-electrical-industry',
      alt: 'Ilustración de una nave industrial con maquinaria, bandejas de cables y un cuadro eléctrico de distribución',
    },
    cta: { label: 'Solicitar presupuesto', href: '/solicitar-presupuesto', behaviour: 'page' },
  },
  sections: [
    {
      kind: 'text',
      id: 'instalacion-industrial',
      heading: 'Instalación eléctrica industrial en Murcia y alrededores',
      paragraphs: [
        'Una instalación eléctrica industrial tiene poco que ver con la de una vivienda: alimenta motores, compresores, hornos o líneas de producción que arrancan con picos de corriente, trabaja muchas horas seguidas y, si falla, para la actividad de toda la empresa. Por eso la diseñamos a partir de un estudio de cargas real de tu maquinaria, con el reparto de circuitos, las secciones de cable y las protecciones calculadas para ese uso.',
        'Trabajamos en naves, talleres, almacenes, cooperativas agrícolas y fábricas de la Región de Murcia y de las provincias de Valencia, Alicante y Albacete. Cumplimos el Reglamento Electrotécnico para Baja Tensión (Real Decreto 842/2002) y sus instrucciones técnicas, entre ellas la ITC-BT-47 para la instalación de motores y la ITC-BT-40 para grupos generadores. Según la ITC-BT-04, una industria con más de 20 kW de potencia prevista necesita proyecto técnico: lo preparamos y nos encargamos de la legalización.',
        'Una nave industrial pequeña suele necesitar entre 15-25 kW, mientras que la industria pesada se mueve en 50-100 kW o más. Si tu empresa ya está en marcha, planificamos los trabajos por fases y fuera del horario de producción siempre que sea posible, para que la actividad no se detenga.',
      ],
      figures: [
        { value: 'Más de 30 años', label: 'de experiencia en instalaciones eléctricas' },
        { value: '15-25 kW', label: 'potencia habitual de una nave industrial pequeña' },
        { value: '50-100 kW', label: 'potencia habitual en industria pesada' },
        { value: '24/7', label: 'servicio de urgencias para averías' },
      ],
    },
    {
      kind: 'cards',
      id: 'por-que-elegirnos',
      heading: 'Por qué confiar tu instalación industrial a nuestro equipo',
      columns: 4,
      cards: [
        {
          icon: 'certificate',
          title: 'Experiencia',
          text: 'Más de 30 años haciendo instalaciones eléctricas en la Región de Murcia nos han enseñado qué falla en una nave y cómo evitarlo desde el diseño.',
        },
        {
          icon: 'chart',
          title: 'Tecnología',
          text: 'Luminarias LED de alto rendimiento, protecciones selectivas, compensación de reactiva y medición de consumos por línea: una instalación actual que gasta menos y avisa antes de fallar.',
        },
        {
          icon: 'shield',
          title: 'Seguridad',
          text: 'Protecciones selectivas, puesta a tierra verificada y cuadros con esquemas actualizados: cada instalación se entrega probada y conforme al REBT.',
        },
        {
          icon: 'users',
          title: 'Equipo',
          text: 'El mismo equipo se encarga del estudio, la obra, la legalización y el mantenimiento, así que no tienes que coordinar a varias empresas. Y atiende las urgencias 24/7.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'servicios-industriales',
      heading: 'Servicios de electricidad industrial',
      intro: [
        'Nos ocupamos de la instalación completa o de la parte que necesites ampliar, reformar o mantener.',
      ],
      columns: 4,
      cards: [
        {
          icon: 'factory',
          title: 'Redes de fuerza para maquinaria',
          text: 'Líneas trifásicas, cuadros de distribución y circuitos dedicados para cada máquina, calculados para soportar los arranques de los motores sin disparos ni caídas de tensión.',
          points: [
            'Cuadros generales y secundarios',
            'Bandejas y canalizaciones industriales',
            'Compensación de energía reactiva',
          ],
        },
        {
          icon: 'lightbulb',
          title: 'Iluminación eficiente',
          text: 'Sustituimos campanas y fluorescentes por luminarias LED de alto rendimiento, con encendido por zonas, sensores de presencia y aprovechamiento de la luz natural.',
          points: [
            'Naves, almacenes y zonas de carga',
            'Alumbrado exterior de parcelas',
            'Alumbrado de emergencia',
          ],
        },
        {
          icon: 'battery',
          title: 'Generación de respaldo y emergencia',
          text: 'Grupos electrógenos y sistemas de alimentación ininterrumpida (SAI) que mantienen en marcha los procesos críticos, las cámaras frigoríficas o los servidores si falla la red.',
          points: [
            'Conmutación automática red-grupo',
            'SAI para equipos sensibles',
            'Instalación según la ITC-BT-40',
          ],
        },
        {
          icon: 'wrench',
          title: 'Mantenimiento preventivo y correctivo',
          text: 'Revisiones programadas con medición de aislamiento y de la toma de tierra, reapriete de conexiones y prueba de diferenciales, más atención de averías las 24 horas, los 7 días de la semana.',
          points: [
            'Plan de mantenimiento a medida',
            'Informe tras cada revisión',
            'Urgencias 24/7',
          ],
        },
      ],
    },
    {
      kind: 'table',
      id: 'potencia-industrial',
      heading: 'Potencia eléctrica según el tipo de industria',
      intro: [
        'La potencia que necesita una empresa depende de la maquinaria que funciona a la vez, no de la suma de todas las placas de características. Estas cifras sirven de orientación; la potencia exacta la calculamos en la visita técnica gratuita.',
      ],
      caption: 'Potencia orientativa y documentación de una instalación eléctrica industrial',
      columns: ['Tipo de instalación', 'Potencia orientativa', 'Cargas habituales', 'Documentación'],
      rows: [
        [
          'Nave industrial pequeña',
          '15-25 kW',
          'Taller, almacén con oficina, compresor y herramientas',
          'Memoria técnica de diseño hasta 20 kW; proyecto técnico por encima',
        ],
        [
          'Industria pesada',
          '50-100 kW',
          'Líneas de producción, hornos, prensas, cámaras frigoríficas',
          'Proyecto técnico firmado por técnico titulado',
        ],
      ],
      note: 'Según la ITC-BT-05, las instalaciones industriales de más de 100 kW deben pasar una inspección periódica de un organismo de control cada 5 años.',
      cta: { label: 'Pedir presupuesto gratuito', href: '/solicitar-presupuesto', behaviour: 'page' },
    },
    {
      kind: 'steps',
      id: 'como-trabajamos',
      heading: 'Cómo trabajamos en una instalación industrial',
      steps: [
        {
          title: 'Visita técnica gratuita',
          text: 'Vemos la nave, la maquinaria prevista y la acometida existente, y medimos los consumos si la actividad ya está en marcha.',
        },
        {
          title: 'Estudio y presupuesto sin compromiso',
          text: 'Calculamos la potencia y las protecciones y te enviamos un presupuesto detallado por correo electrónico o WhatsApp.',
        },
        {
          title: 'Proyecto y ejecución',
          text: 'Preparamos la documentación técnica y ejecutamos la obra por fases, coordinada con tu producción para reducir al mínimo las paradas.',
        },
        {
          title: 'Legalización y mantenimiento',
          text: 'Entregamos el certificado de instalación, lo registramos ante la comunidad autónoma y, si lo deseas, te proponemos un plan de mantenimiento.',
        },
      ],
    },
  ],
  faq: {
    heading: 'Preguntas frecuentes sobre instalaciones eléctricas industriales',
    description:
      'Lo que más nos preguntan las empresas antes de montar o ampliar la instalación de su nave.',
    items: [
      {
        question: '¿Qué potencia eléctrica necesita mi nave industrial?',
        answer:
          'Depende de la maquinaria que funcione a la vez. Como referencia, una nave industrial pequeña suele necesitar entre 15-25 kW y la industria pesada entre 50-100 kW. En la visita técnica gratuita revisamos tus equipos y calculamos la potencia exacta para que no pagues de más ni te quedes corto.',
      },
      {
        question: '¿Necesita proyecto la instalación eléctrica de una nave?',
        answer:
          'Según la ITC-BT-04 del REBT, las industrias con más de 20 kW de potencia prevista necesitan un proyecto firmado por un técnico titulado; por debajo basta una memoria técnica de diseño. En ambos casos nosotros preparamos la documentación, emitimos el certificado de instalación y lo registramos para que puedas contratar el suministro.',
      },
    ],
  },
  closing: {
    heading: '¿Montas, amplías o reformas la instalación de tu nave?',
    text: 'Cuéntanos qué maquinaria tienes o vas a instalar. Te visitamos sin coste, calculamos la potencia que necesitas y te enviamos un presupuesto sin compromiso. Y si ya tienes una avería, nuestro servicio de urgencias funciona 24/7.',
    cta: { label: 'Pedir presupuesto gratuito', href: '/solicitar-presupuesto', behaviour: 'page' },
  },
}
