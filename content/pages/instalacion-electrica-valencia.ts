import type { LandingPage } from '../types'

// Electrical installations in Valencia: services, project work, official
// certification before the regional industry department and coverage
// (metropolitan area, Horta Nord, Horta Sud, coast). Spec §2 and §9.
export const instalacionElectricaValencia: LandingPage = {
  path: '/instalacion-electrica-valencia',
  seo: {
    title: 'Instalación eléctrica en Valencia y su área metropolitana',
    description:
      'Instalaciones eléctricas en Valencia, Horta Nord, Horta Sud y la costa: viviendas, locales y proyectos con certificado oficial. Vivienda: 2.000-6.000 €.',
    keywords: [
      'instalación eléctrica valencia',
      'electricista valencia',
      'boletín eléctrico valencia',
      'certificado instalación eléctrica valencia',
      'precio instalación eléctrica valencia',
      'proyecto eléctrico valencia',
      'empresa instaladora eléctrica valencia',
      'electricista horta sud',
      'electricista horta nord',
    ],
    schemaType: 'Service',
    category: 'electrical',
    h2Secondary: [
      'Certificaciones oficiales ante Industria en la Comunitat Valenciana',
      'Zonas de Valencia donde trabajamos',
    ],
    h3Strategic: [
      'Trabajo por proyecto: memoria técnica y proyecto eléctrico',
      'Electricista en Horta Nord y Horta Sud',
      'Boletín eléctrico en Valencia',
    ],
  },
  hero: {
    h1: 'Instalación eléctrica en Valencia, Horta Nord, Horta Sud y la costa',
    subtitle:
      'Instalaciones nuevas, reformas y proyectos eléctricos para viviendas, comunidades y negocios, con el certificado oficial tramitado ante Industria. Más de 30 años de experiencia y visita técnica gratuita.',
    picture: {
      artwork: 'hero-electrical-panel',
      alt: 'Ilustración de un cuadro eléctrico con interruptores diferenciales y magnetotérmicos de una instalación nueva',
    },
    cta: { label: 'Solicitar presupuesto', href: '/solicitar-presupuesto', behaviour: 'page' },
  },
  sections: [
    {
      kind: 'text',
      id: 'instalacion-electrica-valencia',
      heading: 'Instalación eléctrica en Valencia para viviendas, comunidades y negocios',
      paragraphs: [
        'Hacemos instalaciones eléctricas de baja tensión en Valencia capital y en los municipios de su área metropolitana: renovaciones completas de pisos, instalaciones de casas nuevas, locales comerciales, oficinas y zonas comunes de edificios. Son más de 30 años de experiencia en instalaciones reguladas por el REBT.',
        'La instalación eléctrica completa de una vivienda en Valencia suele costar 2.000-6.000 €. El importe depende sobre todo de la superficie, del grado de electrificación, del número de circuitos y de si se aprovechan las canalizaciones existentes o hay que hacerlas nuevas.',
        'Muchos pisos del Ensanche, de Russafa o de los barrios levantados en los años sesenta y setenta conservan instalaciones sin toma de tierra o con un solo circuito para toda la casa. Renovarlas según la ITC-BT-25 separa alumbrado, enchufes, cocina y baños en circuitos propios y añade la protección diferencial de 30 mA que exige la norma.',
      ],
      figures: [
        { value: '2.000-6.000 €', label: 'instalación eléctrica completa de una vivienda' },
        { value: '3-5 días laborables', label: 'duración habitual de la obra en una vivienda' },
        { value: 'Más de 30 años', label: 'de experiencia en baja tensión' },
      ],
    },
    {
      kind: 'cards',
      id: 'servicios',
      heading: 'Servicios de instalación eléctrica en Valencia',
      columns: 3,
      cards: [
        {
          icon: 'home',
          title: 'Viviendas',
          text: 'Renovación completa de la instalación, circuitos nuevos para aire acondicionado o inducción, cambio de cuadro y aumento de potencia. Una vivienda completa lleva 3-5 días laborables.',
        },
        {
          icon: 'building',
          title: 'Comunidades de propietarios',
          text: 'Zonas comunes, alumbrado de escaleras con detectores, centralización de contadores, líneas generales de alimentación y derivaciones individuales, conforme a las ITC-BT-14, 15 y 16.',
        },
        {
          icon: 'lightbulb',
          title: 'Locales y oficinas',
          text: 'Instalaciones para abrir un negocio: cuadros, alumbrado general y de emergencia y la documentación técnica de la actividad. En locales de pública concurrencia aplicamos la ITC-BT-28.',
        },
        {
          icon: 'car',
          title: 'Recarga de vehículo eléctrico',
          text: 'Puntos de recarga en plazas de garaje individuales y comunitarias conforme a la ITC-BT-52, con el esquema de instalación más adecuado para tu edificio.',
        },
        {
          icon: 'document',
          title: 'Boletines y legalizaciones',
          text: 'Certificados de instalación para dar de alta el suministro o subir la potencia, y legalización de instalaciones existentes que no tienen la documentación en regla.',
        },
        {
          icon: 'droplet',
          title: 'Revisión tras inundaciones',
          text: 'Una instalación que ha estado bajo el agua no debe volver a conectarse sin revisar. Medimos el aislamiento, revisamos cuadros y cajas en bajos, garajes y viviendas, y sustituimos lo dañado.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'proyectos',
      heading: 'Trabajo por proyecto, de la memoria técnica a la puesta en servicio',
      intro: [
        'Para obra nueva, locales y reformas de cierta entidad trabajamos por proyecto. Cada instalación lleva su documento técnico de diseño y pasa las verificaciones que marca el REBT antes de ponerse en servicio.',
      ],
      steps: [
        {
          title: 'Visita y previsión de cargas',
          text: 'Vemos el inmueble, anotamos los receptores previstos (climatización, cocina, maquinaria, recarga del coche) y calculamos la potencia que necesita la instalación.',
        },
        {
          title: 'Memoria técnica o proyecto',
          text: 'Redactamos la memoria técnica de diseño. Si por su potencia o su uso la instalación necesita proyecto según la ITC-BT-04, por ejemplo un local de pública concurrencia, lo firma un técnico titulado competente.',
        },
        {
          title: 'Ejecución',
          text: 'Montamos canalizaciones, cableado, cuadros y mecanismos según el documento de diseño, con material con marcado CE y la sección de cable calculada para cada circuito.',
        },
        {
          title: 'Verificaciones',
          text: 'Medimos el aislamiento, la continuidad de los conductores de protección y la resistencia de tierra, y probamos el disparo de los diferenciales. Si la instalación requiere inspección inicial de un OCA, la coordinamos.',
        },
        {
          title: 'Certificado y puesta en servicio',
          text: 'Emitimos el certificado de instalación, lo presentamos ante la conselleria competente en industria y te entregamos la documentación para contratar el suministro.',
        },
      ],
    },
    {
      kind: 'list',
      id: 'certificaciones',
      heading: 'Certificaciones oficiales ante Industria en la Comunitat Valenciana',
      intro: [
        'En la Comunitat Valenciana, las instalaciones de baja tensión se legalizan ante la conselleria competente en materia de industria de la Generalitat, que las inscribe en su registro de instalaciones. Como empresa instaladora habilitada, hacemos nosotros la presentación telemática.',
      ],
      items: [
        {
          title: 'Certificado de instalación eléctrica (CIE)',
          text: 'El boletín que firma la empresa instaladora al terminar. Acredita que la instalación cumple el REBT e indica su potencia máxima admisible; sin él no se puede contratar el suministro.',
        },
        {
          title: 'Memoria técnica de diseño o proyecto',
          text: 'El documento que describe la instalación: potencia prevista, circuitos, secciones y protecciones. Acompaña al certificado en el trámite de registro.',
        },
        {
          title: 'Registro de la instalación',
          text: 'Presentamos la documentación ante la conselleria competente en industria. Una vez registrada, recibes tu copia del certificado para contratar el suministro o ampliar la potencia.',
        },
        {
          title: 'Inspección de un Organismo de Control Autorizado',
          text: 'Los locales de pública concurrencia, las piscinas de más de 10 kW o los alumbrados exteriores de más de 5 kW, entre otros, necesitan una inspección inicial de un OCA antes de ponerse en servicio (ITC-BT-05). La coordinamos y corregimos lo que haga falta.',
        },
      ],
      note: 'Si tu instalación es antigua y no encuentras el boletín, la revisamos, la adecuamos si es necesario y emitimos un certificado nuevo.',
    },
    {
      kind: 'zones',
      id: 'zonas',
      heading: 'Zonas de Valencia donde trabajamos',
      intro: [
        'Cubrimos Valencia capital y su área metropolitana, las comarcas de Horta Nord y Horta Sud y la costa, con visita técnica gratuita en todas ellas.',
      ],
      zones: [
        {
          name: 'Valencia y área metropolitana',
          places: ['Valencia', 'Paterna', 'Mislata', 'Manises', 'Quart de Poblet', 'Xirivella', 'Aldaia'],
          text: 'Pisos del centro y de los barrios, locales comerciales y naves de los polígonos industriales del área metropolitana.',
        },
        {
          name: 'Horta Nord',
          places: ['Burjassot', 'Godella', 'Alboraya', 'Moncada', 'Meliana', 'Massamagrell', 'Puçol'],
          text: 'Viviendas unifamiliares y adosados, comunidades de propietarios y pequeños comercios en los municipios al norte de la capital.',
        },
        {
          name: 'Horta Sud',
          places: ['Torrent', 'Paiporta', 'Catarroja', 'Alfafar', 'Sedaví', 'Massanassa', 'Albal', 'Silla', 'Picassent'],
          text: 'Viviendas, bajos comerciales y garajes. Revisamos y rehacemos instalaciones que han sufrido inundaciones, con especial cuidado en los cuadros y las cajas situados a ras de suelo.',
        },
        {
          name: 'Costa',
          places: ['Sagunto', "Canet d'En Berenguer", 'La Pobla de Farnals', 'El Saler', 'Cullera'],
          text: 'Apartamentos y segundas residencias junto al mar, donde elegimos mecanismos, cajas y luminarias con un grado IP suficiente frente a la humedad y el salitre.',
        },
      ],
    },
  ],
  faq: {
    heading: 'Preguntas frecuentes sobre instalaciones eléctricas en Valencia',
    description:
      'Precios, plazos y trámites ante Industria: lo que conviene saber antes de encargar una instalación eléctrica en Valencia.',
    items: [
      {
        question: '¿Cuánto cuesta una instalación eléctrica en Valencia?',
        answer:
          'La instalación eléctrica completa de una vivienda suele costar 2.000-6.000 €, según la superficie, el grado de electrificación, el número de circuitos y si hay que hacer canalizaciones nuevas. Tras la visita técnica gratuita te enviamos un presupuesto detallado y sin compromiso.',
      },
      {
        question: '¿Quién tramita el boletín ante la Generalitat?',
        answer:
          'Lo tramitamos nosotros. Como empresa instaladora habilitada, presentamos el certificado de instalación y la memoria técnica o el proyecto ante la conselleria competente en industria, y te entregamos tu copia para contratar el suministro.',
      },
      {
        question: '¿Cuándo necesita proyecto una instalación eléctrica?',
        answer:
          'La ITC-BT-04 del REBT fija cuándo basta una memoria técnica de diseño y cuándo hace falta un proyecto firmado por un técnico titulado: por ejemplo, en viviendas unifamiliares de más de 50 kW, en instalaciones industriales de más de 20 kW y en todos los locales de pública concurrencia. En la visita te decimos qué documento corresponde a tu caso.',
      },
      {
        question: '¿Cuánto dura la obra en un piso?',
        answer:
          'Renovar por completo la instalación de una vivienda lleva 3-5 días laborables. Los trabajos parciales, como cambiar el cuadro o añadir un circuito para el aire acondicionado, llevan menos; el plazo exacto figura en el presupuesto.',
      },
      {
        question: '¿Qué hago si mi instalación se ha inundado?',
        answer:
          'No la vuelvas a conectar hasta que la revise un instalador: el agua y el barro dañan el aislamiento y pueden provocar derivaciones y cortocircuitos aunque todo parezca seco. Medimos el aislamiento de cada circuito, sustituimos cuadros, cajas y mecanismos afectados y emitimos un nuevo certificado si la instalación se rehace.',
      },
    ],
  },
  closing: {
    heading: '¿Tienes una obra o una reforma en Valencia?',
    text: 'Te visitamos sin coste, estudiamos la instalación y te enviamos un presupuesto detallado por correo electrónico o WhatsApp, sin compromiso.',
    cta: { label: 'Solicitar presupuesto', href: '/solicitar-presupuesto', behaviour: 'page' },
  },
}
