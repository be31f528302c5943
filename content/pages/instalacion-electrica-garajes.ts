import type { LandingPage } from '../types'

export const instalacionElectricaGarajes: LandingPage = {
  path: '/instalacion-electrica-garajes',
  seo: {
    title: 'Instalación eléctrica en garajes y puntos de recarga',
    description:
      'Puntos de recarga para coche eléctrico según la ITC-BT-52, iluminación LED, cámaras y ventilación en garajes de comunidades y empresas. Presupuesto gratis.',
    keywords: [
      'instalación eléctrica garajes',
      'punto de recarga garaje comunitario',
      'instalar cargador coche eléctrico garaje',
      'itc-bt-52',
      'electricista garajes murcia',
      'iluminación led garaje',
      'cámaras de seguridad garaje comunidad',
      'ventilación forzada garaje',
    ],
    schemaType: 'Service',
    category: 'electrical',
    h2Secondary: [
      'Cómo instalar un cargador en tu plaza de garaje comunitario',
      'Servicios eléctricos para garajes',
      'Requisitos técnicos de un garaje',
    ],
    h3Strategic: [
      'Puntos de recarga de vehículo eléctrico',
      'Iluminación LED automatizada',
      'Distribución de potencia por zonas',
    ],
  },
  hero: {
    h1: 'Instalación eléctrica en garajes y puntos de recarga',
    subtitle:
      'Cargadores para coche eléctrico en tu plaza, iluminación LED automática, cámaras y ventilación para garajes de comunidades, viviendas y empresas, conforme al REBT y a la ITC-BT-52.',
    picture: {
      artwork: 'hero-ev-charging',
      alt: 'Ilustración de un coche eléctrico cargando en un punto de recarga de pared dentro de un garaje',
    },
    cta: { label: 'Solicitar presupuesto', href: '/solicitar-presupuesto', behaviour: 'page' },
  },
  sections: [
    {
      kind: 'text',
      id: 'instalacion-garajes',
      heading: 'Instalación eléctrica de garajes en Murcia',
      paragraphs: [
        'Un garaje, ya sea el aparcamiento de una comunidad de vecinos, el de una empresa o el de una vivienda unifamiliar, necesita mucho más que unos puntos de luz: alumbrado normal y de emergencia, alimentación para la puerta automática y los extractores, y cada vez más puntos de recarga para coches eléctricos. Diseñamos todo ello conforme al Reglamento Electrotécnico para Baja Tensión (Real Decreto 842/2002) y al Código Técnico de la Edificación.',
        'Los puntos de recarga se rigen por la ITC-BT-52. Instalamos cargadores con conector tipo 2 de hasta 22 kW, cada uno con su línea y sus protecciones, y montamos equipos con grado de protección IP54 como mínimo, que resisten el polvo y el agua habituales en un garaje. Si tu plaza está en un garaje comunitario, no necesitas permiso de la junta: basta con comunicarlo a la comunidad, como establece el artículo 17.5 de la Ley de Propiedad Horizontal.',
        'En garajes de más de 5 plazas con ventilación forzada, el CTE (DB HS 3) exige detectores de monóxido de carbono que pongan en marcha los extractores de forma automática. Nosotros hacemos la instalación eléctrica de extractores, detectores y cuadro de control.',
      ],
      figures: [
        { value: 'Hasta 22 kW', label: 'de potencia de carga con conector tipo 2' },
        { value: 'IP54', label: 'grado de protección mínimo de los equipos' },
        { value: 'Más de 5 plazas', label: 'ventilación forzada con detección de monóxido de carbono' },
        { value: '24/7', label: 'servicio de urgencias para averías' },
      ],
    },
    {
      kind: 'cards',
      id: 'por-que-elegirnos',
      heading: 'Por qué elegirnos para la instalación de tu garaje',
      columns: 4,
      cards: [
        {
          icon: 'certificate',
          title: 'Normativa al día',
          text: 'Aplicamos la ITC-BT-52 en cada punto de recarga y el CTE en alumbrado de emergencia y ventilación, y entregamos el certificado de instalación registrado.',
        },
        {
          icon: 'users',
          title: 'Te ayudamos con la comunidad',
          text: 'Redactamos contigo la comunicación a la comunidad con el recorrido de la línea y las protecciones, para que el administrador tenga toda la información.',
        },
        {
          icon: 'network',
          title: 'Preparado para crecer',
          text: 'Dejamos canalizaciones y cuadros pensados para que los siguientes vecinos puedan añadir su cargador sin rehacer la instalación.',
        },
        {
          icon: 'clock',
          title: 'Más de 30 años y urgencias 24/7',
          text: 'Más de 30 años de experiencia y un servicio de urgencias 24/7 para que el garaje no se quede sin luz, sin puerta ni sin ventilación.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'servicios-garajes',
      heading: 'Servicios eléctricos para garajes',
      columns: 3,
      cards: [
        {
          icon: 'car',
          title: 'Puntos de recarga para vehículo eléctrico',
          text: 'Cargadores de pared con conector tipo 2 de hasta 22 kW en plazas individuales o en garajes comunitarios y de empresa, con línea y protecciones propias según la ITC-BT-52.',
          points: [
            'Protección diferencial de 30 mA en cada punto',
            'Protección contra sobretensiones',
            'Certificado de instalación registrado',
          ],
        },
        {
          icon: 'lightbulb',
          title: 'Iluminación LED automatizada',
          text: 'Luminarias LED estancas que se encienden por zonas con detectores de presencia o al abrirse la puerta, y se apagan solas cuando no hay nadie.',
          points: [
            'Grado de protección IP54 como mínimo',
            'Alumbrado de emergencia en recorridos de evacuación',
          ],
        },
        {
          icon: 'camera',
          title: 'Cámaras de seguridad',
          text: 'Circuito de videovigilancia en accesos, rampas y pasillos, con grabador y acceso desde el móvil, y los carteles informativos que exige la normativa de protección de datos.',
          points: ['Cámaras con visión nocturna', 'Alimentación protegida en el cuadro'],
        },
        {
          icon: 'network',
          title: 'Distribución de potencia por zonas',
          text: 'Cuadros y subcuadros por planta o zona que separan alumbrado, ventilación, puertas y recarga, de modo que una avería no deje todo el garaje a oscuras.',
          points: [
            'Gestión dinámica de la carga entre cargadores',
            'Preinstalación para futuros puntos de recarga',
          ],
        },
        {
          icon: 'chart',
          title: 'Asesoramiento de consumo',
          text: 'Revisamos la potencia contratada del garaje y te ayudamos a programar la recarga en las horas valle de la tarifa 2.0TD (por la noche y los fines de semana), cuando la energía es más barata.',
          points: ['Ajuste de la potencia contratada', 'Programación horaria de la recarga'],
        },
      ],
      cta: { label: 'Pedir presupuesto gratuito', href: '/solicitar-presupuesto', behaviour: 'page' },
    },
    {
      kind: 'steps',
      id: 'cargador-garaje-comunitario',
      heading: 'Cómo instalar un cargador en tu plaza de garaje comunitario',
      intro: [
        'El artículo 17.5 de la Ley de Propiedad Horizontal permite a cualquier propietario instalar un punto de recarga para uso privado en su plaza individual con una simple comunicación previa a la comunidad: no hace falta votación ni permiso de la junta. El coste de la instalación y el consumo de electricidad corren a cargo de quien lo instala.',
      ],
      steps: [
        {
          title: 'Visita técnica gratuita',
          text: 'Vemos dónde está tu contador, el recorrido por las zonas comunes hasta tu plaza y la potencia que tienes contratada.',
        },
        {
          title: 'Comunicación a la comunidad',
          text: 'Preparamos contigo el escrito para el presidente o el administrador, con la descripción de la obra y el recorrido de la línea.',
        },
        {
          title: 'Instalación del cargador',
          text: 'Tendemos la línea desde tu contador o desde un contador nuevo solo para el cargador, montamos las protecciones y dejamos el equipo funcionando.',
        },
        {
          title: 'Certificado y puesta en marcha',
          text: 'Emitimos el certificado de instalación, lo registramos ante la comunidad autónoma y te enseñamos a programar la recarga.',
        },
      ],
      cta: { label: 'Solicitar presupuesto', href: '/solicitar-presupuesto', behaviour: 'page' },
    },
    {
      kind: 'list',
      id: 'requisitos-tecnicos',
      heading: 'Requisitos técnicos de un garaje',
      items: [
        {
          title: 'Puntos de recarga según la ITC-BT-52',
          text: 'Cada punto de recarga lleva su propia protección contra sobreintensidades y una protección diferencial de 30 mA, además de protección contra sobretensiones.',
        },
        {
          title: 'Equipos con grado de protección IP54',
          text: 'Cargadores, luminarias y tomas deben resistir el polvo y el agua que arrastran los coches o que cae al baldear el suelo.',
        },
        {
          title: 'Ventilación forzada con detección de monóxido de carbono',
          text: 'En garajes de más de 5 plazas con ventilación forzada, los detectores de monóxido de carbono deben activar los extractores automáticamente (CTE DB HS 3).',
        },
        {
          title: 'Garajes cerrados de más de 5 plazas',
          text: 'La ITC-BT-28 considera local de pública concurrencia todo aparcamiento cerrado y cubierto para más de 5 vehículos, con exigencias propias como el alumbrado de emergencia y los cables no propagadores del incendio y con baja emisión de humos.',
        },
        {
          title: 'Alumbrado de emergencia',
          text: 'Los aparcamientos cerrados o cubiertos de más de 100 m² necesitan alumbrado de emergencia en los recorridos hasta la salida (CTE DB SU 4).',
        },
        {
          title: 'Proyecto técnico cuando corresponde',
          text: 'Según la ITC-BT-04, la instalación de un garaje con ventilación forzada necesita proyecto sea cual sea su tamaño, y la de uno con ventilación natural, cuando tiene más de 5 plazas.',
        },
      ],
    },
  ],
  faq: {
    heading: 'Preguntas frecuentes sobre la instalación eléctrica de garajes',
    description:
      'Lo que más nos preguntan propietarios, administradores de fincas y empresas antes de instalar cargadores o reformar un garaje.',
    items: [
      {
        question: '¿Necesito permiso de la comunidad para instalar un cargador en mi plaza?',
        answer:
          'No. El artículo 17.5 de la Ley de Propiedad Horizontal establece que instalar un punto de recarga para uso privado en una plaza individual del garaje solo requiere comunicarlo previamente a la comunidad. Tú asumes el coste de la instalación y el consumo eléctrico, y nosotros te ayudamos a redactar la comunicación.',
      },
      {
        question: '¿Qué potencia de carga puedo instalar?',
        answer:
          'Con conector tipo 2 se puede cargar hasta 22 kW si el suministro es trifásico y la potencia contratada lo permite. En la visita técnica revisamos tu contrato y el recorrido de la línea y te recomendamos la potencia que aprovecha mejor tu instalación sin que salte el interruptor general.',
      },
      {
        question: '¿De dónde sale la electricidad del cargador y quién la paga?',
        answer:
          'La ITC-BT-52 admite varios esquemas: lo habitual en un garaje comunitario es llevar una línea desde el contador de tu vivienda hasta tu plaza o instalar un contador propio para el cargador. En ambos casos el consumo se factura a tu nombre y no a la comunidad.',
      },
      {
        question: '¿Qué normativa debe cumplir la instalación eléctrica de un garaje?',
        answer:
          'El Reglamento Electrotécnico para Baja Tensión, con la ITC-BT-52 para los puntos de recarga y la ITC-BT-04 para saber si hace falta proyecto técnico, y el Código Técnico de la Edificación para la ventilación y el alumbrado de emergencia. Al terminar emitimos el certificado de instalación y lo registramos ante la comunidad autónoma.',
      },
      {
        question: '¿Cuándo necesita un garaje ventilación forzada?',
        answer:
          'Cuando no tiene aberturas suficientes para ventilar de forma natural, según el DB HS 3 del Código Técnico de la Edificación. Si además tiene más de 5 plazas, los extractores deben ponerse en marcha automáticamente con detectores de monóxido de carbono. Nos encargamos de toda la parte eléctrica: alimentación de extractores, detectores y cuadro de control.',
      },
    ],
  },
  closing: {
    heading: '¿Quieres cargar tu coche en tu plaza o renovar el garaje?',
    text: 'Te visitamos sin coste, revisamos el recorrido y la potencia disponibles y te enviamos un presupuesto sin compromiso por correo electrónico o WhatsApp. Si el garaje se queda sin luz o sin ventilación, nuestro servicio de urgencias funciona 24/7.',
    cta: { label: 'Pedir presupuesto gratuito', href: '/solicitar-presupuesto', behaviour: 'page' },
  },
}
