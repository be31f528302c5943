import type { LandingPage } from '../types'

// General electrical page: reasons, the four specialised sub-pages,
// maintenance, certifications and warranties.
export const instalacionesElectricas: LandingPage = {
  path: '/instalaciones-electricas',
  seo: {
    title: 'Instalaciones eléctricas en Murcia y Valencia',
    description:
      'Instaladores eléctricos autorizados con más de 30 años de experiencia: viviendas, exteriores, mantenimiento y boletines. Visita y presupuesto gratis.',
    keywords: [
      'instalaciones eléctricas',
      'empresa de instalaciones eléctricas',
      'instalador eléctrico autorizado',
      'electricista murcia',
      'electricista valencia',
      'boletín eléctrico',
      'certificado de instalación eléctrica',
      'mantenimiento eléctrico',
      'electricista urgencias 24 horas',
    ],
    schemaType: 'Service',
    category: 'electrical',
    h2Secondary: [
      'Mantenimiento de instalaciones eléctricas',
      'Certificaciones y garantías de tu instalación eléctrica',
    ],
    h3Strategic: [
      'Empresa instaladora habilitada',
      'Certificado de instalación eléctrica (boletín)',
      'Urgencias eléctricas 24/7',
    ],
  },
  hero: {
    h1: 'Instalaciones eléctricas en Murcia, Valencia y alrededores',
    subtitle:
      'Diseñamos, ejecutamos, legalizamos y mantenemos instalaciones eléctricas de baja tensión para viviendas, comunidades y empresas. Más de 30 años de experiencia, visita técnica gratuita y presupuesto sin compromiso.',
    picture: {
      artwork: 'hero-electrical-panel',
      alt: 'Ilustración de un cuadro eléctrico abierto con interruptores automáticos y diferenciales',
    },
    cta: { label: 'Pedir un presupuesto', href: '/solicitar-presupuesto', behaviour: 'page' },
  },
  sections: [
    {
      kind: 'text',
      id: 'instalaciones-electricas',
      heading: 'Instalaciones eléctricas completas, del proyecto al boletín',
      paragraphs: [
        'Una instalación eléctrica bien hecha no se nota: no salta la luz al encender a la vez el horno y el aire acondicionado, los enchufes no se calientan y, si algo falla, el diferencial corta antes de que nadie sufra una descarga. Para llegar ahí hay que calcular bien la potencia, dimensionar cada circuito y elegir las protecciones adecuadas.',
        'Somos una empresa instaladora de Cieza con más de 30 años de experiencia en baja tensión. Hacemos instalaciones nuevas y reformas integrales, ampliaciones y aumentos de potencia, sustitución de cuadros eléctricos, alumbrado interior y exterior y puntos de recarga para vehículo eléctrico, en viviendas, comunidades de propietarios, comercios y naves.',
        'Trabajamos conforme al Reglamento Electrotécnico para Baja Tensión (REBT, Real Decreto 842/2002) y sus instrucciones técnicas complementarias. Al terminar te entregamos el certificado de instalación eléctrica, el conocido boletín, para que puedas contratar el suministro o aumentar la potencia sin trabas.',
        'Si tienes una avería, nuestro servicio de urgencias funciona 24/7 y en Murcia y su entorno solemos llegar en menos de 2 horas.',
      ],
      figures: [
        { value: 'Más de 30 años', label: 'de experiencia en instalaciones eléctricas' },
        { value: '24/7', label: 'servicio de urgencias eléctricas' },
        { value: 'Menos de 2 horas', label: 'respuesta habitual a urgencias en Murcia y su entorno' },
        { value: '3-5 días laborables', label: 'instalación completa de una vivienda' },
      ],
    },
    {
      kind: 'cards',
      id: 'por-que-elegirnos',
      heading: 'Por qué confiar tu instalación eléctrica en nosotros',
      columns: 4,
      cards: [
        {
          icon: 'users',
          title: 'Más de 30 años de oficio',
          text: 'Llevamos más de 30 años haciendo instalaciones en viviendas, comunidades y empresas. Esa experiencia se nota en el diagnóstico: sabemos dónde suelen fallar las instalaciones antiguas y cómo resolverlo sin obras innecesarias.',
        },
        {
          icon: 'certificate',
          title: 'Instaladores habilitados',
          text: 'Somos empresa instaladora habilitada en baja tensión. Redactamos la memoria técnica, hacemos las verificaciones que exige el REBT y tramitamos el certificado de la instalación ante Industria.',
        },
        {
          icon: 'clock',
          title: 'Urgencias 24/7',
          text: 'Atendemos averías las 24 horas, todos los días del año. En Murcia y su entorno solemos llegar en menos de 2 horas para localizar el fallo y dejar la instalación en servicio y segura.',
        },
        {
          icon: 'document',
          title: 'Presupuesto claro y sin compromiso',
          text: 'La visita técnica es gratuita. Te enviamos por correo electrónico o WhatsApp un presupuesto detallado, con materiales, plazos y trámites, para que lo compares con calma.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'servicios',
      heading: 'Servicios de instalación eléctrica especializados',
      intro: [
        'Cada tipo de instalación tiene su normativa y sus puntos delicados. Conoce en detalle cómo trabajamos en cada caso.',
      ],
      columns: 4,
      cards: [
        {
          icon: 'map-pin',
          title: 'Instalación eléctrica en Murcia',
          text: 'Instalaciones nuevas, reformas, boletines y urgencias en toda la Región de Murcia, desde la Vega del Segura hasta el Campo de Cartagena, con base en Cieza.',
          cta: {
            label: 'Ver instalaciones en Murcia',
            href: '/instalacion-electrica-murcia',
            behaviour: 'client',
          },
        },
        {
          icon: 'building',
          title: 'Instalación eléctrica en Valencia',
          text: 'Viviendas, comunidades, locales y proyectos en Valencia capital, Horta Nord, Horta Sud y la costa, con el certificado tramitado ante la conselleria competente en industria.',
          cta: {
            label: 'Ver instalaciones en Valencia',
            href: '/instalacion-electrica-valencia',
            behaviour: 'client',
          },
        },
        {
          icon: 'lightbulb',
          title: 'Instalación eléctrica exterior',
          text: 'Iluminación de jardines, alumbrado de piscina a 12 V, tomas estancas y automatización con sensores y relojes, con el grado IP adecuado a cada punto.',
          cta: {
            label: 'Ver instalaciones exteriores',
            href: '/instalacion-electrica-exterior',
            behaviour: 'client',
          },
        },
        {
          icon: 'home',
          title: 'Instalación eléctrica en viviendas',
          text: 'Obra nueva, reformas integrales, domótica y boletines para pisos y casas. La instalación completa de una vivienda lleva 3-5 días laborables.',
          cta: {
            label: 'Ver instalaciones en viviendas',
            href: '/instalacion-electrica-viviendas',
            behaviour: 'client',
          },
        },
      ],
    },
    {
      kind: 'steps',
      id: 'como-trabajamos',
      heading: 'Cómo trabajamos',
      steps: [
        {
          title: 'Visita técnica gratuita',
          text: 'Vemos la instalación, tomamos medidas y hablamos de lo que necesitas: más potencia, circuitos nuevos, puntos de luz o legalizar lo que ya tienes.',
        },
        {
          title: 'Presupuesto sin compromiso',
          text: 'Te enviamos por correo electrónico o WhatsApp un presupuesto detallado por partidas, con el plazo de ejecución y los trámites necesarios.',
        },
        {
          title: 'Ejecución',
          text: 'Hacemos el trabajo en la fecha acordada y dejamos la zona recogida. La instalación completa de una vivienda lleva 3-5 días laborables.',
        },
        {
          title: 'Verificación y certificado',
          text: 'Comprobamos aislamiento, toma de tierra y protecciones, emitimos el certificado de instalación eléctrica y lo tramitamos para que puedas contratar el suministro.',
        },
      ],
    },
    {
      kind: 'text',
      id: 'mantenimiento',
      heading: 'Mantenimiento de instalaciones eléctricas',
      paragraphs: [
        'Los cables envejecen, los bornes se aflojan con los cambios de temperatura y una protección puede dejar de actuar sin que nadie lo note. Por eso recomendamos revisar la instalación una vez al año y hacer una revisión completa cada 5 años, aunque en apariencia todo funcione.',
        'En la revisión anual comprobamos el disparo de los diferenciales de 30 mA, el apriete de las conexiones del cuadro, el estado de enchufes y mecanismos y los posibles calentamientos. En la revisión completa añadimos la medida de la resistencia de la toma de tierra y del aislamiento de cada circuito, y te entregamos un informe con lo que conviene corregir.',
        'Algunas instalaciones tienen además inspecciones obligatorias. Según la ITC-BT-05 del REBT, los locales de pública concurrencia, las piscinas de más de 10 kW o las instalaciones industriales de más de 100 kW, entre otras, deben pasar cada 5 años una inspección de un Organismo de Control Autorizado (OCA), y las zonas comunes de los edificios de viviendas de más de 100 kW, cada 10 años. Te ayudamos a preparar la instalación y corregimos los defectos que señale el informe.',
      ],
      figures: [
        { value: 'Cada año', label: 'revisión recomendada de la instalación' },
        { value: 'Cada 5 años', label: 'revisión completa con mediciones de tierra y aislamiento' },
      ],
    },
    {
      kind: 'list',
      id: 'certificaciones-y-garantias',
      heading: 'Certificaciones y garantías de tu instalación eléctrica',
      intro: [
        'Cada trabajo sale con la documentación que exige la normativa y con garantía por escrito, para que la instalación sea legal, segura y fácil de mantener.',
      ],
      items: [
        {
          title: 'Empresa instaladora habilitada',
          text: 'Estamos habilitados como empresa instaladora en baja tensión ante el órgano competente en industria. Solo una empresa habilitada puede firmar el certificado de una instalación y tramitarlo.',
        },
        {
          title: 'Cumplimiento del REBT',
          text: 'Diseñamos y ejecutamos conforme al Reglamento Electrotécnico para Baja Tensión (Real Decreto 842/2002) y sus ITC: la ITC-BT-25 para los circuitos de las viviendas, la ITC-BT-09 para el alumbrado exterior o la ITC-BT-52 para la recarga de vehículos eléctricos, entre otras.',
        },
        {
          title: 'Certificado de instalación eléctrica (boletín)',
          text: 'Al terminar emitimos el certificado de instalación eléctrica (CIE), el documento que pide la distribuidora para dar de alta el suministro o ampliar la potencia, y lo registramos ante la administración competente.',
        },
        {
          title: 'Memoria técnica o proyecto',
          text: 'Redactamos la memoria técnica de diseño que exige la ITC-BT-04 y, cuando la instalación necesita proyecto por su potencia o por su uso, lo coordinamos con un técnico titulado competente.',
        },
        {
          title: 'Garantía por escrito',
          text: 'La mano de obra queda garantizada por escrito, con el plazo indicado en el presupuesto, y los materiales y equipos conservan la garantía legal y la del fabricante.',
        },
      ],
      note: 'Guarda el boletín y la memoria técnica: te harán falta para contratar el suministro o cambiar la potencia, y es lo primero que pedirá cualquier técnico que revise la instalación.',
    },
  ],
  faq: {
    heading: 'Preguntas frecuentes sobre instalaciones eléctricas',
    description:
      'Lo que más nos preguntan antes de encargar una instalación, una reforma o una revisión eléctrica.',
    items: [
      {
        question: '¿Qué es el boletín eléctrico y cuándo lo necesito?',
        answer:
          'Es el certificado de instalación eléctrica (CIE) que firma una empresa instaladora habilitada para acreditar que la instalación cumple el REBT. Lo necesitas para dar de alta la luz en una vivienda o un local, para subir la potencia por encima de la que admite tu certificado y después de una reforma importante. Nosotros lo emitimos y lo tramitamos al terminar el trabajo.',
      },
      {
        question: '¿Cada cuánto hay que revisar la instalación eléctrica?',
        answer:
          'Recomendamos una revisión al año y una revisión completa, con mediciones de tierra y aislamiento, cada 5 años. Además, los locales de pública concurrencia, las piscinas de más de 10 kW o las instalaciones industriales de más de 100 kW, entre otras, tienen inspección obligatoria de un OCA cada 5 años según la ITC-BT-05.',
      },
      {
        question: '¿Cuánto cuesta una instalación eléctrica completa?',
        answer:
          'Depende de la superficie, del número de circuitos y del grado de electrificación. Como referencia, en Murcia la instalación completa de una vivienda de 100 m² cuesta 3.000-6.000 €, y en Valencia una instalación completa de vivienda se mueve en 2.000-6.000 €. Tras la visita técnica gratuita te enviamos un presupuesto detallado y sin compromiso.',
      },
      {
        question: '¿Cuánto se tarda en hacer la instalación de una vivienda?',
        answer:
          'Una instalación completa de vivienda lleva 3-5 días laborables, según el tamaño y si hay que abrir rozas nuevas. En el presupuesto te indicamos la fecha de inicio y la duración, y al terminar te entregamos la documentación para legalizarla.',
      },
      {
        question: '¿Atendéis averías urgentes fuera de horario?',
        answer:
          'Sí. Tenemos servicio de urgencias 24/7 y en Murcia y su entorno solemos llegar en menos de 2 horas. Si salta el diferencial y no vuelve a subir, desconecta los aparatos de la zona afectada y llámanos: no fuerces la protección.',
      },
      {
        question: '¿En qué zonas trabajáis?',
        answer:
          'Tenemos la base en Cieza y trabajamos en toda la Región de Murcia y en las provincias de Valencia, Alicante y Albacete. La visita técnica y el presupuesto son gratuitos y sin compromiso.',
      },
    ],
  },
  closing: {
    heading: '¿Necesitas una instalación nueva, una reforma o un boletín?',
    text: 'Cuéntanos qué necesitas y te visitamos sin coste. Recibirás un presupuesto detallado por correo electrónico o WhatsApp, sin compromiso.',
    cta: { label: 'Solicitar presupuesto gratuito', href: '/solicitar-presupuesto', behaviour: 'page' },
  },
}
