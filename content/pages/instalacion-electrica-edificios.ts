import type { LandingPage } from '../types'

export const instalacionElectricaEdificios: LandingPage = {
  path: '/instalacion-electrica-edificios',
  seo: {
    title: 'Instalación eléctrica en edificios y comunidades',
    description:
      'Reforma y mantenimiento eléctrico de edificios: zonas comunes, centralización de contadores, derivaciones y revisiones cada 5 años. Visita y presupuesto gratis.',
    keywords: [
      'instalación eléctrica edificios',
      'instalación eléctrica comunidad de vecinos',
      'electricista comunidades murcia',
      'centralización de contadores',
      'derivaciones individuales',
      'reforma eléctrica edificio antiguo',
      'revisión eléctrica comunidad de propietarios',
      'iluminación led zonas comunes',
    ],
    schemaType: 'Service',
    category: 'electrical',
    h2Secondary: [
      'Por qué las comunidades confían en nosotros',
      'Servicios eléctricos para edificios',
      'Cuándo reformar la instalación de un edificio antiguo',
    ],
    h3Strategic: [
      'Zonas comunes e iluminación LED',
      'Derivaciones individuales y centralización de contadores',
      'Revisiones periódicas de la instalación común',
    ],
  },
  hero: {
    h1: 'Instalación eléctrica en edificios y comunidades de vecinos',
    subtitle:
      'Renovamos y mantenemos la instalación común de tu edificio: zonas comunes, contadores, derivaciones individuales y revisiones, con obras planificadas para que los vecinos sigan con su vida.',
    picture: {
      artwork: 'hero-electrical-panel',
      alt: 'Ilustración de un cuadro eléctrico de zonas comunes junto a la centralización de contadores de un edificio',
    },
    cta: { label: 'Solicitar presupuesto', href: '/solicitar-presupuesto', behaviour: 'page' },
  },
  sections: [
    {
      kind: 'text',
      id: 'instalacion-edificios',
      heading: 'Instalación eléctrica de edificios y comunidades en Murcia',
      paragraphs: [
        'La instalación eléctrica de un edificio de viviendas tiene una parte común, que es responsabilidad de la comunidad de propietarios, y una parte privada en cada vivienda. La parte común empieza en la caja general de protección (ITC-BT-13), sigue por la línea general de alimentación (ITC-BT-14) hasta la centralización de contadores (ITC-BT-16) y se reparte en las derivaciones individuales que suben a cada piso (ITC-BT-15). A ella se suman los servicios comunes: alumbrado de portal y escaleras, ascensor, garaje, bombas de agua y porteros automáticos.',
        'En muchos edificios de más de treinta o cuarenta años esa instalación se quedó pequeña: sin toma de tierra, con contadores repartidos por los rellanos y con líneas que no admiten la potencia que hoy piden una placa de inducción, la aerotermia o un coche eléctrico. La reformamos conforme al Reglamento Electrotécnico para Baja Tensión (Real Decreto 842/2002) y preparamos un presupuesto claro que la junta de propietarios pueda votar.',
        'Recomendamos una revisión completa de la instalación común cada 5 años. Una reforma integral en un edificio de 4-6 plantas suele llevar 2-4 semanas, organizada por fases y con cortes de luz breves, programados y avisados a los vecinos con antelación.',
      ],
      figures: [
        { value: 'Cada 5 años', label: 'revisión completa recomendada de la instalación común' },
        { value: '2-4 semanas', label: 'reforma de un edificio de 4-6 plantas' },
        { value: 'Más de 30 años', label: 'de experiencia en instalaciones eléctricas' },
        { value: '24/7', label: 'servicio de urgencias para averías' },
      ],
    },
    {
      kind: 'cards',
      id: 'por-que-elegirnos',
      heading: 'Por qué las comunidades confían en nosotros',
      columns: 4,
      cards: [
        {
          icon: 'certificate',
          title: 'Más de 30 años de oficio',
          text: 'Conocemos los edificios de la Región de Murcia, desde las instalaciones de los años setenta hasta las promociones recientes, y sabemos qué suele fallar en cada época.',
        },
        {
          icon: 'document',
          title: 'Presupuesto listo para la junta',
          text: 'Visita técnica gratuita y presupuesto sin compromiso, desglosado por partidas y enviado por correo electrónico o WhatsApp al administrador o al presidente.',
        },
        {
          icon: 'users',
          title: 'Obras con los vecinos dentro',
          text: 'Planificamos la obra por plantas, avisamos de cada corte de luz con antelación y dejamos el portal y las escaleras limpios al final de cada jornada.',
        },
        {
          icon: 'clock',
          title: 'Urgencias 24/7',
          text: 'Si se queda sin luz la escalera, el ascensor o el garaje, atendemos la avería a cualquier hora; en el entorno de Murcia solemos llegar en menos de 2 horas.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'servicios-edificios',
      heading: 'Servicios eléctricos para edificios',
      columns: 4,
      cards: [
        {
          icon: 'lightbulb',
          title: 'Zonas comunes e iluminación',
          text: 'Alumbrado LED con detectores de presencia en portal, escaleras y garaje, alumbrado de emergencia y cuadro de servicios comunes para ascensor, bombas y porteros.',
          points: [
            'Menor consumo en la factura de la comunidad',
            'Alumbrado de emergencia en recorridos de evacuación',
          ],
        },
        {
          icon: 'network',
          title: 'Derivaciones individuales y centralización de contadores',
          text: 'Nuevas derivaciones a cada vivienda y traslado de los contadores dispersos a un cuarto o armario centralizado, accesible para la compañía distribuidora.',
          points: [
            'Líneas preparadas para más potencia',
            'Coordinación con la distribuidora',
          ],
        },
        {
          icon: 'wrench',
          title: 'Reforma y adecuación de instalaciones antiguas',
          text: 'Sustitución de la línea general de alimentación, instalación de la toma de tierra del edificio y adecuación al REBT de instalaciones que ya no cumplen.',
          points: [
            'Toma de tierra y protecciones nuevas',
            'Certificado de instalación actualizado',
          ],
        },
        {
          icon: 'check',
          title: 'Revisiones periódicas',
          text: 'Revisión completa de la instalación común cada 5 años, con mediciones, informe de estado y propuesta de mejoras ordenadas por urgencia.',
          points: [
            'Comprobación de la toma de tierra',
            'Prueba de diferenciales y protecciones',
          ],
        },
      ],
    },
    {
      kind: 'list',
      id: 'senales-de-reforma',
      heading: 'Cuándo reformar la instalación de un edificio antiguo',
      intro: [
        'Estas señales indican que la instalación común ya no está a la altura del uso que hoy le dan los vecinos.',
      ],
      items: [
        {
          title: 'No hay toma de tierra o nadie sabe si funciona',
          text: 'Sin una toma de tierra en buen estado, los diferenciales de las viviendas no protegen como deben frente a una derivación.',
        },
        {
          title: 'Los contadores están repartidos por los rellanos',
          text: 'La centralización de contadores facilita las lecturas, libera espacio en las escaleras y reúne las protecciones en un único punto.',
        },
        {
          title: 'Los vecinos no pueden subir la potencia contratada',
          text: 'Si la línea general o las derivaciones individuales son de poca sección, no admiten más potencia para inducción, aerotermia o recarga de coches eléctricos.',
        },
        {
          title: 'Saltan las protecciones de las zonas comunes',
          text: 'Disparos frecuentes en el alumbrado, el ascensor o las bombas suelen indicar humedades, aislamientos dañados o circuitos sobrecargados.',
        },
        {
          title: 'Cables con aislamiento de tela o empalmes a la vista',
          text: 'Son propios de instalaciones muy antiguas y suponen un riesgo de incendio que conviene resolver cuanto antes.',
        },
      ],
      note: 'Si la potencia prevista del edificio supera los 100 kW por caja general de protección, la reforma necesita proyecto técnico según la ITC-BT-04; por debajo basta una memoria técnica de diseño. Nosotros preparamos la documentación en ambos casos.',
      cta: { label: 'Pedir presupuesto gratuito', href: '/solicitar-presupuesto', behaviour: 'page' },
    },
    {
      kind: 'steps',
      id: 'como-trabajamos',
      heading: 'Cómo es la reforma eléctrica de un edificio',
      steps: [
        {
          title: 'Visita y diagnóstico',
          text: 'Revisamos sin coste la caja general de protección, la línea general, los contadores, las derivaciones y los servicios comunes.',
        },
        {
          title: 'Presupuesto para la junta',
          text: 'Te enviamos un presupuesto sin compromiso, por partidas y con plazos, para presentarlo en la junta de propietarios.',
        },
        {
          title: 'Obra por fases',
          text: 'En un edificio de 4-6 plantas la obra suele durar 2-4 semanas, con cortes de luz breves y avisados.',
        },
        {
          title: 'Legalización',
          text: 'Emitimos el certificado de instalación, lo registramos ante la comunidad autónoma y entregamos a la comunidad los esquemas actualizados.',
        },
      ],
    },
  ],
  faq: {
    heading: 'Preguntas frecuentes sobre la instalación eléctrica de edificios',
    description:
      'Respuestas para presidentes, administradores de fincas y vecinos que se plantean revisar o reformar la instalación común.',
    items: [
      {
        question: '¿Cada cuánto hay que revisar la instalación eléctrica de un edificio?',
        answer:
          'Recomendamos una revisión completa de la instalación común cada 5 años, aunque no sea obligatoria en todos los edificios. La ITC-BT-05 exige además una inspección por un organismo de control cada 10 años en las instalaciones comunes de edificios de viviendas de más de 100 kW, y cada 5 años en los locales de pública concurrencia.',
      },
      {
        question: '¿Cuánto dura la reforma eléctrica de un edificio?',
        answer:
          'Un edificio de 4-6 plantas suele llevar 2-4 semanas, según el estado de la instalación y si se centralizan los contadores. Trabajamos por fases para que los vecinos solo se queden sin luz en cortes breves, programados y avisados con antelación.',
      },
      {
        question: '¿Tienen que aprobar la reforma todos los vecinos?',
        answer:
          'No hace falta unanimidad. Si son necesarias para la conservación o la seguridad del edificio, las obras son obligatorias y no requieren acuerdo previo de la junta (artículo 10 de la Ley de Propiedad Horizontal). En la práctica, la junta aprueba el presupuesto y el calendario, y el coste se reparte según la cuota de participación de cada vivienda, salvo que los estatutos digan otra cosa.',
      },
      {
        question: '¿Qué ventajas tiene centralizar los contadores?',
        answer:
          'Reúne todos los contadores y sus protecciones en un cuarto o armario accesible, como pide la ITC-BT-16, lo que facilita las lecturas y el mantenimiento. Además, al renovar las derivaciones individuales cada vecino puede contratar más potencia sin obras en su planta.',
      },
      {
        question: '¿Se puede preparar el garaje del edificio para cargar coches eléctricos?',
        answer:
          'Sí. Estudiamos la potencia disponible y proyectamos una canalización por zonas comunes desde la que cada propietario pueda llevar la alimentación a su plaza, tal como prevé la ITC-BT-52. Así cada nuevo punto de recarga se instala después de forma rápida y ordenada.',
      },
    ],
  },
  closing: {
    heading: '¿Tu comunidad necesita revisar o renovar la instalación?',
    text: 'Te visitamos sin coste, revisamos la instalación común y enviamos al administrador o al presidente un presupuesto sin compromiso, listo para la junta. Para averías en zonas comunes, nuestro servicio de urgencias funciona 24/7.',
    cta: { label: 'Solicitar presupuesto', href: '/solicitar-presupuesto', behaviour: 'page' },
  },
}
