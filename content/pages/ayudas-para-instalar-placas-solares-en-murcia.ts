import type { LandingPage } from '../types'

// The Murcia guide to the Next Generation self-consumption funds
// (Real Decreto 477/2021). Every button scrolls to the shared contact
// section (id 'contacto') at the end of the page.

export const ayudasParaInstalarPlacasSolaresEnMurcia: LandingPage = {
  path: '/ayudas-para-instalar-placas-solares-en-murcia',
  seo: {
    title: 'Ayudas para instalar placas solares en Murcia',
    description:
      'Guía de los fondos Next Generation para placas solares en Murcia: los 6 programas, ayuda por kWp y por kWh de batería, requisitos, plazos y deducciones.',
    keywords: [
      'ayudas placas solares murcia',
      'subvenciones placas solares murcia',
      'fondos next generation placas solares',
      'real decreto 477/2021',
      'ayudas autoconsumo región de murcia',
      'ayudas baterías solares murcia',
      'programa 4 autoconsumo residencial',
      'deducción irpf placas solares murcia',
      'bonificación ibi icio murcia',
    ],
    schemaType: 'Article',
    category: 'subsidies',
    h2Secondary: [
      'Programas de incentivos del Real Decreto 477/2021',
      'Ayuda por kWp y por kWh de batería',
      'Requisitos para recibir la subvención',
    ],
    h3Strategic: [
      'Ayudas para baterías en Murcia',
      'Ayuda adicional para municipios pequeños',
      'Deducción del IRPF y bonificaciones de IBI e ICIO',
    ],
  },
  hero: {
    h1: 'Ayudas para instalar placas solares en Murcia: fondos Next Generation',
    subtitle:
      'Qué programa del Real Decreto 477/2021 corresponde a tu vivienda, comunidad o empresa, cuánto se pagaba por kWp y por kWh de batería y qué requisitos se exigían. Revisamos tu caso y tramitamos la ayuda por ti.',
    picture: {
      artwork: 'hero-subsidies',
      alt: 'Ilustración de una casa murciana con placas solares y batería junto a una solicitud de subvención',
    },
    cta: { label: 'Consulta tu caso', href: '#contacto', behaviour: 'scroll' },
  },
  sections: [
    {
      kind: 'text',
      id: 'ayudas-placas-solares-murcia',
      heading: 'Ayudas para instalar placas solares en Murcia con fondos Next Generation',
      paragraphs: [
        'Los fondos europeos Next Generation EU llegaron al autoconsumo a través del Real Decreto 477/2021, que aprobó seis programas de incentivos para instalaciones de autoconsumo, baterías y climatización renovable. El Estado repartió el presupuesto entre las comunidades autónomas y la Región de Murcia convocó y resolvió las ayudas de los vecinos, comunidades de propietarios y empresas de la región.',
        'La ayuda no era un porcentaje genérico, sino un importe por cada kWp de potencia instalada y por cada kWh de batería: 600 €/kWp y 490 €/kWh en las instalaciones de hasta 10 kWp, y entre 450 y 300 €/kWp en las mayores, con un extra para los municipios pequeños. El plazo de solicitud fue del 16 de noviembre de 2021 al 31 de diciembre de 2023.',
        'Las convocatorias se abren y se cierran, y las nuevas pueden cambiar importes y requisitos. Esta guía explica cómo funcionó el programa para que sepas qué esperar; antes de presupuestar, comprobamos qué ayudas están abiertas hoy para tu caso.',
      ],
      figures: [
        { value: '6', label: 'Programas de incentivos en tres categorías' },
        { value: '600 €/kWp', label: 'Ayuda en instalaciones de hasta 10 kWp' },
        { value: '490 €/kWh', label: 'Ayuda por cada kWh de batería' },
        { value: '2021-2023', label: 'Plazo de solicitud: del 16 de noviembre de 2021 al 31 de diciembre de 2023' },
      ],
    },
    {
      kind: 'cards',
      id: 'categorias-programas',
      heading: 'Tres categorías y seis programas de incentivos',
      intro: [
        'Los seis programas del Real Decreto 477/2021 se agrupan en tres categorías según lo que se instala. Lo primero que revisamos es en cuál encaja tu proyecto, porque de eso dependen el importe y los papeles.',
      ],
      columns: 3,
      cards: [
        {
          icon: 'sun',
          title: 'Autoconsumo',
          text: 'Instalaciones nuevas de placas solares, con o sin baterías, para producir tu propia electricidad.',
          points: [
            'Programa 1: empresas del sector servicios.',
            'Programa 2: industria, agricultura y otros sectores productivos.',
            'Programa 4: viviendas, comunidades de vecinos, administraciones públicas y tercer sector.',
          ],
        },
        {
          icon: 'battery',
          title: 'Baterías',
          text: 'Incorporación de almacenamiento a una instalación de autoconsumo que ya funciona, para aprovechar de noche lo que sobra de día.',
          points: [
            'Programa 3: baterías en autoconsumos de empresas.',
            'Programa 5: baterías en autoconsumos de viviendas, comunidades, administraciones y tercer sector.',
          ],
        },
        {
          icon: 'thermometer',
          title: 'Climatización renovable',
          text: 'Calefacción, refrigeración y agua caliente con energías renovables térmicas en viviendas.',
          points: ['Programa 6: solar térmica, aerotermia, geotermia o biomasa en el sector residencial.'],
        },
      ],
    },
    {
      kind: 'table',
      id: 'que-programa-te-corresponde',
      heading: 'Qué programa te corresponde',
      intro: [
        'La regla básica es sencilla: los programas 1, 2 y 3 son para quien desarrolla una actividad económica, y los programas 4, 5 y 6 para particulares, comunidades de propietarios, administraciones públicas y entidades sin ánimo de lucro. Una vivienda en Cieza, Molina de Segura o Cartagena que instala placas por primera vez va al programa 4; si ya tiene placas y añade una batería, al programa 5.',
      ],
      caption: 'Programas de incentivos 1 a 6 del Real Decreto 477/2021 y a quién se dirigen',
      columns: ['Programa', 'Qué financia', 'Para quién'],
      rows: [
        ['Programa 1', 'Autoconsumo renovable, con o sin baterías', 'Comercios, hostelería, oficinas y demás empresas de servicios'],
        [
          'Programa 2',
          'Autoconsumo renovable, con o sin baterías',
          'Industria, explotaciones agrícolas y ganaderas y otros sectores productivos',
        ],
        ['Programa 3', 'Baterías en autoconsumos ya existentes', 'Empresas de servicios y de otros sectores productivos'],
        [
          'Programa 4',
          'Autoconsumo renovable, con o sin baterías; 215 millones de € en el reparto inicial, 15 millones de € de ellos para baterías',
          'Particulares, comunidades de propietarios, administraciones públicas y tercer sector',
        ],
        [
          'Programa 5',
          'Baterías en autoconsumos ya existentes; 5 millones de € en el reparto inicial',
          'Particulares, comunidades de propietarios, administraciones públicas y tercer sector',
        ],
        ['Programa 6', 'Climatización y agua caliente con renovables térmicas', 'Viviendas'],
      ],
      note: 'Si tienes un negocio en casa o una nave agrícola junto a tu vivienda, el programa depende de a qué suministro se conecta la instalación. Lo aclaramos en la visita técnica gratuita.',
    },
    {
      kind: 'figures',
      id: 'importes-ayuda',
      heading: 'Cuánto se pagaba por kWp y por kWh de batería',
      intro: [
        'El importe se calculaba por potencia: cuantos más kWp instalados, más ayuda, aunque el precio por kWp baja en las instalaciones grandes. Las baterías se subvencionaban por separado, por kWh de capacidad.',
        'Los municipios de reto demográfico recibían un extra de 55 €/kWp y 15 €/kWh: los de hasta 5.000 habitantes y los municipios no urbanos de hasta 20.000 habitantes cuyos núcleos no superan los 5.000. En la Vega Alta y el Valle de Ricote, cerca de Cieza, es el caso de pueblos como Ricote, Ojós o Ulea.',
      ],
      figures: [
        { value: '600 €/kWp', label: 'Placas solares en instalaciones de hasta 10 kWp' },
        { value: '490 €/kWh', label: 'Baterías en instalaciones de hasta 10 kWp' },
        { value: '300-450 €/kWp', label: 'Instalaciones de más de 10 kWp, menos cuanto mayor es la potencia' },
        { value: '+55 €/kWp', label: 'Extra en municipios pequeños' },
        { value: '+15 €/kWh', label: 'Extra de baterías en municipios pequeños' },
      ],
    },
    {
      kind: 'list',
      id: 'requisitos-subvencion',
      heading: 'Requisitos para recibir la subvención',
      intro: [
        'Cumplir los requisitos técnicos era tan importante como presentar la solicitud a tiempo: la ayuda se pagaba después de justificar la instalación terminada. Estos son los que revisábamos en cada expediente.',
      ],
      items: [
        {
          title: 'Medición de producción y consumo',
          text: 'La instalación debía medir la energía que produce y la que consume la vivienda o la empresa. Instalamos un sistema de monitorización que además te permite seguir tu producción en tiempo real desde el móvil.',
        },
        {
          title: 'Producción ajustada al consumo',
          text: 'La producción anual estimada no podía superar en más de un 25 % el consumo anual; dicho de otro modo, el consumo debía ser al menos el 80 % de lo que genera la instalación. Por eso dimensionamos con tus facturas reales.',
        },
        {
          title: 'Factura posterior al 30 de junio de 2021',
          text: 'Solo contaban las inversiones facturadas después del 30 de junio de 2021, fecha de publicación del Real Decreto 477/2021.',
        },
        {
          title: 'Baterías proporcionadas a la potencia',
          text: 'La capacidad de la batería no podía ser mayor que cinco veces la potencia pico instalada, es decir, como máximo 5 kWh por cada kWp de placas.',
        },
        {
          title: 'Solicitud dentro de plazo',
          text: 'Las solicitudes se admitieron del 16 de noviembre de 2021 al 31 de diciembre de 2023, hasta agotar el presupuesto asignado a la Región de Murcia.',
        },
        {
          title: 'Instalación legalizada',
          text: 'La instalación debía estar ejecutada por una empresa instaladora habilitada, conforme al Reglamento Electrotécnico para Baja Tensión (ITC-BT-40, instalaciones generadoras) y registrada como autoconsumo según el Real Decreto 244/2019.',
        },
      ],
      note: 'Son los requisitos del programa que cerró el 31 de diciembre de 2023. Las convocatorias nuevas pueden cambiarlos, así que revisamos las bases vigentes antes de presupuestar.',
    },
    {
      kind: 'text',
      id: 'deducciones-y-bonificaciones',
      heading: 'Deducción del IRPF y bonificaciones de IBI e ICIO en Murcia',
      paragraphs: [
        'La subvención no era la única ayuda. Las obras que mejoran la eficiencia energética de la vivienda dan derecho a una deducción del 20 % en el IRPF, y el porcentaje puede ser mayor según el ahorro que acrediten los certificados energéticos de antes y después de la obra. La parte subvencionada se descuenta de la base, así que deduces sobre lo que has pagado tú.',
        'Los ayuntamientos, por su parte, pueden rebajar el IBI (Impuesto sobre Bienes Inmuebles) y el ICIO (Impuesto sobre Construcciones, Instalaciones y Obras). En el municipio de Murcia se bonifica el 50 % del ICIO y no hay rebaja del IBI; otros municipios de la región tienen sus propias ordenanzas fiscales. En nuestra guía de ayudas para placas solares 2025 tienes la tabla completa por ciudad.',
      ],
      figures: [
        { value: '20 %', label: 'Deducción en el IRPF por mejora de eficiencia energética' },
        { value: '50 %', label: 'Bonificación del ICIO en el municipio de Murcia' },
      ],
    },
    {
      kind: 'steps',
      id: 'como-tramitamos',
      heading: 'Cómo tramitamos tu ayuda',
      intro: [
        'Con más de 30 años de experiencia en la Región de Murcia, nos encargamos del papeleo completo para que tú solo firmes.',
      ],
      steps: [
        {
          title: 'Visita técnica gratuita',
          text: 'Vemos tu tejado y tus facturas, y comprobamos qué programa y qué convocatorias abiertas hoy encajan con tu caso.',
        },
        {
          title: 'Presupuesto sin compromiso',
          text: 'Dimensionamos la instalación para cumplir los requisitos de la ayuda y te enviamos el presupuesto por correo o WhatsApp.',
        },
        {
          title: 'Solicitud y permisos',
          text: 'Presentamos la solicitud de la ayuda, tramitamos la licencia o declaración responsable y pedimos las bonificaciones municipales.',
        },
        {
          title: 'Instalación y legalización',
          text: 'Montamos las placas y, si procede, la batería, legalizamos la instalación y la registramos como autoconsumo.',
        },
        {
          title: 'Justificación y cobro',
          text: 'Reunimos facturas, certificados y fotografías para justificar la ayuda y te entregamos la documentación para la deducción en la renta.',
        },
      ],
      cta: { label: 'Consulta tu caso', href: '#contacto', behaviour: 'scroll' },
    },
  ],
  faq: {
    heading: 'Preguntas frecuentes sobre las ayudas en Murcia',
    description:
      'Las dudas que más nos plantean sobre los fondos Next Generation para placas solares en la Región de Murcia. Para tu caso concreto, te asesoramos sin compromiso.',
    items: [
      {
        question: '¿Puedo pedir todavía la ayuda Next Generation para placas solares en Murcia?',
        answer:
          'El plazo de solicitud del programa del Real Decreto 477/2021 fue del 16 de noviembre de 2021 al 31 de diciembre de 2023. Desde entonces se han abierto otras convocatorias, y cada una tiene sus plazos y condiciones. Comprobamos qué ayudas están abiertas hoy para tu caso antes de darte presupuesto.',
      },
      {
        question: '¿Qué programa me corresponde si soy un particular?',
        answer:
          'Si instalas placas por primera vez en tu vivienda, con o sin batería, te corresponde el programa 4. Si ya tienes placas y solo añades baterías, el programa 5, y si cambias la calefacción o el agua caliente a una renovable térmica, el programa 6.',
      },
      {
        question: '¿Cuánto se subvencionaba por una instalación doméstica?',
        answer:
          'En instalaciones de hasta 10 kWp, la ayuda era de 600 €/kWp de placas y de 490 €/kWh de batería. En los municipios pequeños se sumaban 55 €/kWp y 15 €/kWh más.',
      },
      {
        question: '¿Puedo instalar más placas de las que consumo?',
        answer:
          'Para recibir la ayuda, la producción anual estimada no podía superar en más de un 25 % tu consumo anual. Por eso partimos de tus facturas para dimensionar la instalación.',
      },
      {
        question: '¿Es compatible la ayuda con la deducción del IRPF y las bonificaciones municipales?',
        answer:
          'Sí. Puedes sumar la deducción del 20 % en el IRPF y las rebajas de IBI e ICIO de tu ayuntamiento, aunque la parte subvencionada se descuenta de la base de la deducción. En el municipio de Murcia, por ejemplo, se bonifica el 50 % del ICIO.',
      },
    ],
  },
  closing: {
    heading: '¿Quieres saber qué ayudas puedes pedir hoy?',
    text: 'Te hacemos una visita técnica gratuita, revisamos qué convocatorias están abiertas para tu vivienda, comunidad o empresa y te enviamos un presupuesto sin compromiso con todo el papeleo incluido.',
    cta: { label: 'Solicitar información', href: '#contacto', behaviour: 'scroll' },
  },
  contact: {
    heading: 'Solicita información sobre tu ayuda',
    intro:
      'Déjanos tus datos y te llamamos para estudiar tu instalación y las ayudas que puedes aplicar en la Región de Murcia. La visita técnica y el presupuesto son gratuitos.',
  },
}
