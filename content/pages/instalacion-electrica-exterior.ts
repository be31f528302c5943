import type { LandingPage } from '../types'

// Outdoor electrical installations: garden lighting, pools, watertight sockets,
// LED, automation, materials, IP grades and regulations.
export const instalacionElectricaExterior: LandingPage = {
  path: '/instalacion-electrica-exterior',
  seo: {
    title: 'Instalación eléctrica exterior: jardines y piscinas',
    description:
      'Iluminación de jardines, piscinas a 12 V, tomas estancas y luces LED con sensores. Instalación exterior según el REBT y con el grado IP adecuado.',
    keywords: [
      'instalación eléctrica exterior',
      'iluminación de jardines',
      'iluminación piscina 12 v',
      'enchufe exterior estanco',
      'grado de protección ip exterior',
      'focos led exterior',
      'interruptor crepuscular',
      'itc-bt-09 alumbrado exterior',
      'instalación eléctrica piscina',
    ],
    schemaType: 'Service',
    category: 'electrical',
    h2Secondary: [
      'Grados de protección IP para exteriores',
      'Normativa de la instalación eléctrica exterior',
    ],
    h3Strategic: [
      'Iluminación de piscinas a 12 V',
      'Cable enterrado a 60 cm de profundidad',
      'Tomas de corriente estancas',
    ],
  },
  hero: {
    h1: 'Instalación eléctrica exterior para jardines, terrazas y piscinas',
    subtitle:
      'Iluminamos y electrificamos tu exterior con material estanco, protección diferencial de 30 mA y automatismos para que las luces se enciendan solas. Todo conforme al REBT y con visita técnica gratuita.',
    picture: {
      artwork: 'hero-electrical-outdoor',
      alt: 'Ilustración de un jardín iluminado de noche con balizas, focos y una piscina con luz subacuática',
    },
    cta: { label: 'Solicitar presupuesto', href: '/solicitar-presupuesto', behaviour: 'page' },
  },
  sections: [
    {
      kind: 'text',
      id: 'instalacion-electrica-exterior',
      heading: 'Instalación eléctrica exterior segura y preparada para la intemperie',
      paragraphs: [
        'Fuera de casa, la instalación eléctrica soporta lo que dentro no existe: lluvia, riego, polvo, sol directo y, cerca del mar, salitre. Un enchufe de interior en la terraza o un cable sin proteger bajo el césped son una avería, o una descarga, esperando su momento.',
        'Diseñamos la instalación exterior completa: alumbrado de jardín y fachada, piscina, tomas de corriente estancas, riego y automatismos. Todo el exterior va en circuitos propios protegidos por diferencial de 30 mA, el cable enterrado va bajo tubo a una profundidad mínima de 60 cm y cada luminaria o mecanismo tiene el grado IP que pide su ubicación, del IP44 de un porche al IP68 de un foco sumergido.',
        'Llevamos más de 30 años haciendo instalaciones eléctricas. La visita técnica es gratuita: vemos el jardín, te proponemos dónde poner cada punto de luz y cada toma y te enviamos el presupuesto sin compromiso.',
      ],
      figures: [
        { value: '30 mA', label: 'protección diferencial de los circuitos exteriores' },
        { value: '60 cm', label: 'profundidad mínima del cable enterrado' },
        { value: '12 V', label: 'tensión del alumbrado subacuático de la piscina' },
        { value: 'IP44-IP68', label: 'grados de protección según la ubicación' },
      ],
    },
    {
      kind: 'cards',
      id: 'servicios',
      heading: 'Qué instalamos en el exterior',
      columns: 3,
      cards: [
        {
          icon: 'lightbulb',
          title: 'Iluminación de jardines',
          text: 'Balizas de camino, focos empotrados en el suelo, apliques de fachada y proyectores para árboles. Repartimos el alumbrado en varios circuitos para encender solo la zona que usas.',
          points: [
            'Balizas y proyectores IP65 o superior',
            'Focos empotrados en el suelo IP67 o IP68',
            'Cable enterrado a 60 cm como mínimo',
          ],
        },
        {
          icon: 'droplet',
          title: 'Piscinas',
          text: 'Alumbrado subacuático a 12 V con el transformador de seguridad fuera de los volúmenes de la piscina, alimentación de la depuradora y conexión equipotencial, según la ITC-BT-31.',
          points: [
            'Focos subacuáticos IP68',
            'Cuadro de la depuradora con diferencial de 30 mA',
            'Unión equipotencial de las partes metálicas',
          ],
        },
        {
          icon: 'plug',
          title: 'Tomas de corriente estancas',
          text: 'Enchufes con tapa en terrazas, porches, barbacoas y junto al garaje, en circuito propio con diferencial de 30 mA, para el cortacésped, las herramientas o la iluminación de temporada.',
          points: ['IP44 en zonas cubiertas', 'IP54 o superior en zonas expuestas a la lluvia'],
        },
        {
          icon: 'leaf',
          title: 'Iluminación LED',
          text: 'Sustituimos halógenos y lámparas de descarga por LED, que dan la misma luz con mucho menos consumo, apenas necesitan mantenimiento y permiten elegir una luz cálida que no deslumbra.',
        },
        {
          icon: 'clock',
          title: 'Automatización',
          text: 'Relojes astronómicos, interruptores crepusculares y detectores de movimiento para que las luces se enciendan al anochecer, se apaguen a la hora que elijas y solo iluminen cuando alguien pasa.',
          points: [
            'Interruptor crepuscular para encender al anochecer',
            'Reloj astronómico con horario de apagado',
            'Detectores de movimiento en accesos y caminos',
          ],
        },
        {
          icon: 'wrench',
          title: 'Riego, bombas y motores',
          text: 'Alimentación de programadores de riego, bombas de pozo y motores de puertas y toldos, cada uno con su protección y con cajas y cuadros estancos.',
        },
      ],
    },
    {
      kind: 'table',
      id: 'grados-ip',
      heading: 'Grados de protección IP para exteriores',
      intro: [
        'El código IP (norma UNE-EN 60529) indica con dos cifras cuánto protege una envolvente: la primera frente al polvo y los objetos sólidos, la segunda frente al agua. Cuanto más expuesto está un punto, más alto debe ser el grado.',
      ],
      caption: 'Grados de protección IP y dónde usar cada uno',
      columns: ['Grado IP', 'Frente a sólidos y polvo', 'Frente al agua', 'Dónde usarlo'],
      rows: [
        [
          'IP44',
          'Objetos de más de 1 mm',
          'Salpicaduras desde cualquier dirección',
          'Zonas cubiertas: porches, apliques bajo el alero, tomas en terrazas techadas',
        ],
        [
          'IP54',
          'Protegido contra el polvo (entrada limitada)',
          'Salpicaduras desde cualquier dirección',
          'Tomas y cajas en terrazas abiertas, garajes y zonas con polvo',
        ],
        [
          'IP65',
          'Totalmente estanco al polvo',
          'Chorros de agua desde cualquier dirección',
          'Focos, proyectores, balizas y cajas de registro expuestos a la lluvia o al riego',
        ],
        [
          'IP68',
          'Totalmente estanco al polvo',
          'Inmersión continua, en las condiciones que indica el fabricante',
          'Focos subacuáticos de piscinas y fuentes, luminarias empotradas en el suelo',
        ],
      ],
      note: 'En la piscina, la ITC-BT-31 exige el grado IPX8 para el material instalado en el vaso (volumen 0). Cerca del mar o en zonas de riego intenso conviene subir un grado sobre el mínimo.',
    },
    {
      kind: 'list',
      id: 'materiales',
      heading: 'Materiales que usamos en la instalación exterior',
      items: [
        {
          title: 'Cable de 0,6/1 kV',
          text: 'Cable de tensión asignada 0,6/1 kV en los tramos enterrados y a la intemperie, con la sección calculada para que la caída de tensión no deje sin fuerza los últimos puntos de luz.',
        },
        {
          title: 'Tubo de doble pared',
          text: 'Tubo corrugado de doble pared para las canalizaciones enterradas, a una profundidad mínima de 60 cm y con cinta de señalización por encima para avisar a quien cave después.',
        },
        {
          title: 'Cajas de registro y prensaestopas',
          text: 'Todas las conexiones quedan en cajas estancas con prensaestopas; nunca dejamos empalmes enterrados directamente en la tierra.',
        },
        {
          title: 'Luminarias resistentes',
          text: 'Cuerpos de aluminio, acero inoxidable o policarbonato tratados frente a la corrosión y los rayos UV, algo especialmente importante en la costa.',
        },
        {
          title: 'Transformadores de seguridad',
          text: 'Para la piscina y los puntos en contacto con el agua, transformadores de seguridad que alimentan a 12 V, instalados fuera de los volúmenes de la piscina.',
        },
      ],
    },
    {
      kind: 'list',
      id: 'normativa',
      heading: 'Normativa de la instalación eléctrica exterior',
      items: [
        {
          title: 'REBT (Real Decreto 842/2002)',
          text: 'El Reglamento Electrotécnico para Baja Tensión regula toda la instalación. Cualquier ampliación hacia el exterior debe hacerla una empresa instaladora habilitada y quedar documentada.',
        },
        {
          title: 'ITC-BT-09: alumbrado exterior',
          text: 'Regula las instalaciones de alumbrado exterior: canalizaciones, cables, protección contra contactos y puesta a tierra de soportes y luminarias metálicas. En alumbrados de más de 5 kW, como los de urbanizaciones o comunidades, el REBT exige además inspección inicial y periódica cada 5 años de un OCA (ITC-BT-05).',
        },
        {
          title: 'ITC-BT-31: piscinas y fuentes',
          text: 'Divide el entorno de la piscina en volúmenes 0, 1 y 2 y limita lo que se puede instalar en cada uno: en el vaso, solo material IPX8 alimentado a muy baja tensión de seguridad, 12 V, con la fuente fuera de esos volúmenes.',
        },
        {
          title: 'Protección diferencial de 30 mA',
          text: 'Los circuitos exteriores llevan un interruptor diferencial de alta sensibilidad, de 30 mA, que corta la corriente ante una derivación antes de que resulte peligrosa para las personas (ITC-BT-24 y ITC-BT-25).',
        },
        {
          title: 'Puesta a tierra',
          text: 'Los soportes y luminarias metálicas se conectan a tierra; en la piscina, además, todas las partes metálicas se unen con una conexión equipotencial suplementaria.',
        },
      ],
    },
  ],
  faq: {
    heading: 'Preguntas frecuentes sobre la instalación eléctrica exterior',
    description:
      'Dudas habituales sobre enterrar cables, iluminar la piscina y elegir el material adecuado para el exterior.',
    items: [
      {
        question: '¿A qué profundidad hay que enterrar el cable en el jardín?',
        answer:
          'Lo enterramos bajo tubo a una profundidad mínima de 60 cm, con cinta de señalización por encima. Así queda protegido de azadas, raíces y riegos, y quien cave después sabe que hay una línea eléctrica.',
      },
      {
        question: '¿Qué tensión usa la iluminación de la piscina?',
        answer:
          'Los focos sumergidos funcionan a 12 V, muy baja tensión de seguridad, como exige la ITC-BT-31 para el interior del vaso. El transformador se instala fuera de los volúmenes de la piscina y los focos deben ser IP68.',
      },
      {
        question: '¿Qué grado IP necesito para un foco de jardín?',
        answer:
          'Para un foco expuesto a la lluvia y al riego, IP65 como mínimo; si va empotrado en el suelo, IP67 o IP68. En zonas cubiertas, como un porche, basta con IP44.',
      },
      {
        question: '¿Puedo poner un enchufe normal en la terraza?',
        answer:
          'No es recomendable. En el exterior hay que usar tomas estancas con tapa, IP44 en zonas cubiertas e IP54 o superior donde llueve, en un circuito protegido por un diferencial de 30 mA. Es un trabajo sencillo que evita derivaciones y descargas.',
      },
      {
        question: '¿Cómo consigo que las luces del jardín se enciendan solas?',
        answer:
          'Con un interruptor crepuscular, que enciende al anochecer; con un reloj astronómico, que calcula la puesta de sol de cada día y apaga a la hora que programes; o con detectores de movimiento en accesos y caminos. Se pueden combinar para gastar solo la luz necesaria.',
      },
    ],
  },
  closing: {
    heading: '¿Quieres iluminar y electrificar tu exterior?',
    text: 'Visitamos tu jardín o tu terraza sin coste, te proponemos la distribución de puntos de luz y tomas y te enviamos un presupuesto sin compromiso.',
    cta: { label: 'Solicitar presupuesto', href: '/solicitar-presupuesto', behaviour: 'page' },
  },
}
