import type { LandingPage } from '../types'

// The 2025 subsidies guide. Every button scrolls to the shared contact
// section (id 'contacto') at the end of the page.

export const ayudasPlacasSolares: LandingPage = {
  path: '/ayudas-placas-solares',
  seo: {
    title: 'Ayudas y subvenciones para placas solares 2025',
    description:
      'Ayudas para placas solares 2025: fondos estatales, deducción del 40 % en el IRPF, ayudas de Murcia y Valencia y bonificaciones de IBI e ICIO por ciudad.',
    keywords: [
      'ayudas placas solares',
      'subvenciones placas solares 2025',
      'deducción irpf placas solares',
      'bonificación ibi placas solares',
      'bonificación icio placas solares',
      'ayudas placas solares murcia',
      'ayudas placas solares valencia',
      'subvenciones autoconsumo',
      'ayudas fotovoltaica 2025',
    ],
    schemaType: 'Article',
    category: 'subsidies',
    h2Secondary: [
      'Deducción en el IRPF por instalar placas solares',
      'Bonificaciones de IBI e ICIO por municipio',
      'Cómo combinar ayudas estatales, autonómicas y municipales',
    ],
    h3Strategic: [
      'Ayudas para placas solares en la Región de Murcia',
      'Ayudas para placas solares en la Comunitat Valenciana',
      'Calendario de convocatorias de ayudas al autoconsumo',
      'Requisitos para deducir las placas solares en la renta',
    ],
  },
  hero: {
    h1: 'Ayudas para placas solares 2025: subvenciones, IRPF, IBI e ICIO',
    subtitle:
      'Fondos estatales, deducciones en la renta, ayudas de Murcia y Valencia y rebajas municipales, explicadas con cifras. Te decimos cuáles encajan con tu caso y nos ocupamos de todo el papeleo.',
    picture: {
      artwork: 'hero-subsidies',
      alt: 'Ilustración de una vivienda con placas solares en el tejado junto a los documentos de solicitud de una ayuda',
    },
    cta: { label: 'Consulta tu caso', href: '#contacto', behaviour: 'scroll' },
  },
  sections: [
    {
      kind: 'text',
      id: 'ayudas-placas-solares-2025',
      heading: 'Ayudas para placas solares en 2025: qué hay y cómo se suman',
      paragraphs: [
        'Quien instala placas solares en España puede apoyarse en tres capas de ayudas que no se excluyen entre sí: las estatales (subvenciones financiadas con fondos europeos y deducciones en el IRPF), las de su comunidad autónoma y las bonificaciones de su ayuntamiento en el IBI y en el ICIO. Bien combinadas, reducen de forma notable lo que pagas de tu bolsillo y acortan el plazo en que la instalación se paga sola.',
        'Las subvenciones estatales han llegado a cubrir hasta el 40 % del coste de la instalación, con un presupuesto de 1.320 millones de €. La deducción del IRPF devuelve el 40 % de lo invertido, sobre un máximo de 7.500 € de inversión, si la vivienda reduce al menos un 30 % su consumo de energía primaria no renovable. Y muchos ayuntamientos rebajan el IBI un 50 % durante 3-5 años y el ICIO hasta un 95 %.',
        'Las convocatorias se abren y se cierran, a veces se prorrogan y a veces agotan su presupuesto antes de plazo. Por eso, en esta guía verás el calendario de cada programa tal como se publicó, y antes de darte un presupuesto comprobamos qué ayudas están abiertas hoy para tu vivienda, tu comunidad o tu empresa.',
      ],
      figures: [
        { value: '1.320 millones de €', label: 'Presupuesto estatal para autoconsumo y almacenamiento' },
        { value: 'Hasta 40 %', label: 'Del coste de la instalación cubierto por la subvención estatal' },
        { value: '7.500 €', label: 'Inversión máxima sobre la que se aplica la deducción del IRPF' },
        { value: '95 %', label: 'Bonificación del ICIO en muchos municipios' },
      ],
    },
    {
      kind: 'text',
      id: 'ayudas-estatales',
      heading: 'Ayudas estatales: fondos Next Generation y deducción en el IRPF',
      paragraphs: [
        'La gran línea estatal de ayudas al autoconsumo es la del Real Decreto 477/2021, financiada con los fondos europeos Next Generation EU dentro del Plan de Recuperación, Transformación y Resiliencia. El Estado reparte el dinero y cada comunidad autónoma lo convoca y lo resuelve, de modo que la solicitud se presenta ante tu comunidad. Su presupuesto llegó a 1.320 millones de € y la ayuda podía cubrir hasta el 40 % del coste de la instalación, con importes por kWp instalado y por kWh de batería.',
        'La segunda vía es fiscal. La deducción en el IRPF por obras de mejora de la eficiencia energética, que el Real Decreto-ley 19/2021 añadió a la Ley del IRPF, permite deducir el 40 % de lo invertido en tu vivienda habitual o en una vivienda que alquilas, sobre un máximo de 7.500 € de inversión, siempre que la obra reduzca al menos un 30 % el consumo de energía primaria no renovable. Cuando la instalación forma parte de una rehabilitación integral del edificio, como las que acometen las comunidades de vecinos, el porcentaje sube al 60 %.',
        'El ahorro del 30 % se acredita con dos certificados de eficiencia energética, uno antes y otro después de la obra, firmados por un técnico competente. En muchas viviendas unifamiliares de Murcia y Valencia, una instalación fotovoltaica bien dimensionada es la mejora que permite alcanzar ese umbral.',
      ],
      figures: [
        { value: '40 %', label: 'Deducción en el IRPF por la instalación en tu vivienda' },
        { value: '60 %', label: 'Deducción cuando forma parte de una rehabilitación integral' },
        { value: '30 %', label: 'Reducción mínima del consumo de energía primaria no renovable' },
      ],
    },
    {
      kind: 'list',
      id: 'requisitos-deduccion-irpf',
      heading: 'Qué necesitas para deducir las placas solares en la renta',
      intro: [
        'La deducción no se pide en una ventanilla: se aplica en tu declaración de la renta, y Hacienda puede revisar los justificantes durante años. Estos son los puntos que conviene tener en orden desde el primer día.',
      ],
      items: [
        {
          title: 'Certificado energético antes de la obra',
          text: 'Un técnico califica la vivienda antes de instalar las placas. Sin este punto de partida no se puede demostrar la mejora.',
        },
        {
          title: 'Certificado energético después de la obra',
          text: 'El segundo certificado debe reflejar una reducción de al menos el 30 % del consumo de energía primaria no renovable para acceder a la deducción del 40 %.',
        },
        {
          title: 'Factura a tu nombre y pago bancario',
          text: 'La factura del instalador debe estar a nombre de quien deduce y pagarse por transferencia, tarjeta o domiciliación: lo pagado en efectivo no da derecho a la deducción.',
        },
        {
          title: 'Vivienda habitual o alquilada',
          text: 'La deducción del 40 %, sobre un máximo de 7.500 € de inversión, se aplica a la vivienda habitual o a la que tienes alquilada como vivienda, no a un local de negocio.',
        },
        {
          title: 'Plazos del ejercicio fiscal',
          text: 'Estas deducciones tienen una vigencia fijada por ley que se ha ido prorrogando. Antes de que firmes, comprobamos si siguen vigentes para el año en que se terminará tu instalación.',
        },
      ],
      note: 'Si además recibes una subvención, la parte subvencionada se descuenta de la base de la deducción: deduces sobre lo que realmente has pagado tú.',
    },
    {
      kind: 'cards',
      id: 'ayudas-autonomicas',
      heading: 'Ayudas autonómicas para placas solares en Murcia y Valencia',
      intro: [
        'Cada comunidad autónoma añade sus propias ayudas y deducciones en el tramo autonómico del IRPF. Estas son las de las dos comunidades donde trabajamos a diario.',
      ],
      columns: 2,
      cards: [
        {
          icon: 'map-pin',
          title: 'Región de Murcia',
          text: 'La Región de Murcia gestiona las ayudas estatales al autoconsumo y tiene su propia deducción autonómica en el IRPF para instalaciones de energías renovables en la vivienda.',
          points: [
            'Deducción autonómica del 10 % de la inversión, con un máximo de 1.000 € al año.',
            'Ayudas a la rehabilitación de viviendas ampliadas hasta julio de 2025.',
            'Compatible con la deducción estatal del 40 % y con las bonificaciones municipales.',
          ],
        },
        {
          icon: 'map-pin',
          title: 'Comunitat Valenciana',
          text: 'En Valencia, Alicante y Castellón, la Generalitat convoca ayudas directas para autoconsumo y ofrece una deducción autonómica en la renta.',
          points: [
            'Ayuda de hasta el 40 % de la inversión, con un tope de 3.000 € y una inversión mínima de 1.000 €.',
            'Convocatoria abierta de enero de 2025 a enero de 2026.',
            'Deducción autonómica del 40 % en la vivienda habitual y del 20 % en la segunda residencia.',
            'Para la deducción hace falta un certificado del IVACE, el instituto de la Generalitat que gestiona los programas de energía.',
          ],
        },
      ],
    },
    {
      kind: 'table',
      id: 'bonificaciones-ibi-icio',
      heading: 'Bonificaciones municipales: IBI e ICIO por ciudad',
      intro: [
        'Los ayuntamientos pueden rebajar dos impuestos a quien instala placas solares. El IBI (Impuesto sobre Bienes Inmuebles) es el recibo anual de tu vivienda o local; la Ley Reguladora de las Haciendas Locales (Real Decreto Legislativo 2/2004, artículo 74.5) permite bonificarlo hasta un 50 % cuando el inmueble aprovecha la energía solar. El ICIO (Impuesto sobre Construcciones, Instalaciones y Obras) se paga una sola vez al tramitar la obra, y el artículo 103.2 de la misma ley permite bonificarlo hasta un 95 %.',
        'Cada ayuntamiento decide en su ordenanza fiscal si aplica estas rebajas, cuánto y durante cuántos años. Estas son las condiciones que recogemos en las ciudades donde más instalamos.',
      ],
      caption: 'Bonificaciones de IBI e ICIO por instalar placas solares en cada municipio',
      columns: ['Municipio', 'Bonificación del IBI', 'Bonificación del ICIO'],
      rows: [
        ['Murcia', 'Sin bonificación de IBI', '50 %'],
        ['Albacete', '30 % durante 3 años (unos 990 € como máximo)', 'Hasta 95 %'],
        ['Alicante', '50 % durante 3 años (máximo de 300 € al año o del 20 % del coste)', '50 %'],
        [
          'Valencia',
          '50 % durante 3 años en viviendas y 25 % en uso comercial, con un tope del 20 % del coste de la instalación',
          '95 %',
        ],
        ['Referencia habitual en otros municipios', '50 % durante 3-5 años', '95 %'],
      ],
      note: 'Las ordenanzas fiscales se revisan cada año. La bonificación del ICIO suele pedirse al presentar la licencia o la declaración responsable de obra, y la del IBI una vez terminada y legalizada la instalación; te indicamos qué toca en tu ayuntamiento.',
    },
    {
      kind: 'table',
      id: 'calendario-convocatorias',
      heading: 'Calendario de las convocatorias de ayudas',
      intro: [
        'Este es el calendario de cada programa tal como se publicó: qué estuvo abierto y hasta cuándo. Las ayudas públicas funcionan por convocatorias que se abren, se cierran, se prorrogan o se agotan, así que una fecha pasada no significa que no haya nada para ti.',
      ],
      caption: 'Periodos de solicitud de las principales ayudas para placas solares',
      columns: ['Programa', 'Ámbito', 'Periodo de solicitud'],
      rows: [
        [
          'Programas de autoconsumo Next Generation (Real Decreto 477/2021)',
          'Estatal, gestionado por cada comunidad autónoma',
          'Cerró el 31 de diciembre de 2023',
        ],
        ['Nuevas convocatorias estatales de 2025', 'Estatal', 'Abiertas hasta el 31 de marzo de 2026'],
        ['Ayudas a la rehabilitación', 'Región de Murcia', 'Ampliadas hasta julio de 2025'],
        ['Ayudas al autoconsumo de la Generalitat', 'Comunitat Valenciana', 'De enero de 2025 a enero de 2026'],
      ],
      note: 'Antes de presupuestar comprobamos qué convocatorias están abiertas hoy para tu caso y qué deducciones y bonificaciones puedes aplicar aunque no haya ninguna subvención abierta.',
    },
    {
      kind: 'steps',
      id: 'combinar-ayudas',
      heading: 'Cómo combinar las ayudas: resumen paso a paso',
      intro: [
        'Subvención, deducciones en el IRPF y bonificaciones municipales son compatibles, pero cada una se pide en un momento distinto y ante un organismo distinto. Este es el orden que seguimos para que no se pierda ninguna.',
      ],
      steps: [
        {
          title: 'Revisión de tu caso',
          text: 'Visitamos tu vivienda, comunidad o empresa sin coste, estudiamos tus facturas y comprobamos qué convocatorias, deducciones y bonificaciones están disponibles en tu municipio.',
        },
        {
          title: 'Certificado energético inicial',
          text: 'Si vas a deducir en el IRPF, el técnico emite el certificado de eficiencia energética antes de empezar la obra.',
        },
        {
          title: 'Licencia y bonificación del ICIO',
          text: 'Tramitamos la licencia o la declaración responsable ante el ayuntamiento y pedimos a la vez la rebaja del ICIO, que puede llegar al 95 %.',
        },
        {
          title: 'Instalación, legalización y subvención',
          text: 'Montamos la instalación, la legalizamos conforme al Real Decreto 244/2019 y al Reglamento Electrotécnico para Baja Tensión, y presentamos la justificación de la subvención si hay una convocatoria abierta.',
        },
        {
          title: 'Certificado final y declaración de la renta',
          text: 'Con el segundo certificado energético y la factura pagada por banco, aplicas la deducción estatal y, en su caso, la autonómica en tu declaración.',
        },
        {
          title: 'Bonificación del IBI',
          text: 'Con la instalación legalizada, solicitamos la rebaja del IBI para los años que marque tu ayuntamiento.',
        },
      ],
      cta: { label: 'Solicitar tu presupuesto personalizado', href: '#contacto', behaviour: 'scroll' },
    },
  ],
  faq: {
    heading: 'Preguntas frecuentes sobre ayudas para placas solares',
    description:
      'Resolvemos las dudas más habituales sobre subvenciones, deducciones en la renta y bonificaciones municipales. Si tu caso es distinto, te lo revisamos sin compromiso.',
    items: [
      {
        question: '¿Puedo sumar la subvención, la deducción del IRPF y las bonificaciones del ayuntamiento?',
        answer:
          'Sí, son compatibles porque las concede cada administración por separado. La única precaución es que la parte subvencionada se descuenta de la base de la deducción del IRPF, de modo que solo deduces sobre lo que has pagado tú. Las bonificaciones de IBI e ICIO no dependen de las otras dos.',
      },
      {
        question: '¿Siguen abiertas las ayudas Next Generation para placas solares?',
        answer:
          'El programa Next Generation del Real Decreto 477/2021 admitió solicitudes hasta el 31 de diciembre de 2023. Después se han publicado nuevas convocatorias, como las estatales de 2025, abiertas hasta el 31 de marzo de 2026. Como los plazos cambian, comprobamos qué convocatorias están abiertas hoy para tu caso antes de presupuestar.',
      },
      {
        question: '¿Cuánto puedo deducir en la renta por instalar placas solares?',
        answer:
          'La deducción estatal es del 40 % de la inversión en tu vivienda, sobre un máximo de 7.500 € invertidos, si la obra reduce al menos un 30 % el consumo de energía primaria no renovable. En una rehabilitación integral del edificio el porcentaje sube al 60 %. A eso se suma, si vives en la Región de Murcia, la deducción autonómica del 10 %, con un máximo de 1.000 € al año.',
      },
      {
        question: '¿Qué ayudas hay en la Comunitat Valenciana?',
        answer:
          'La Generalitat ha convocado ayudas de hasta el 40 % de la inversión, con un tope de 3.000 € y una inversión mínima de 1.000 €; la última convocatoria fue de enero de 2025 a enero de 2026. Además existe una deducción autonómica del 40 % en la vivienda habitual y del 20 % en la segunda residencia, que exige un certificado del IVACE.',
      },
      {
        question: '¿Mi ayuntamiento me rebaja el IBI si pongo placas solares?',
        answer:
          'Depende de su ordenanza fiscal. Valencia y Alicante bonifican el 50 % del IBI durante 3 años y Albacete el 30 %, mientras que Murcia no bonifica el IBI pero sí el 50 % del ICIO. Te decimos qué aplica en tu municipio y presentamos la solicitud por ti.',
      },
      {
        question: '¿Os encargáis vosotros de tramitar las ayudas?',
        answer:
          'Sí. Con más de 30 años de experiencia, gestionamos el papeleo completo: solicitud de la subvención, licencia y bonificación del ICIO, legalización de la instalación y petición de la rebaja del IBI. Te entregamos además la documentación que necesitas para aplicar la deducción en tu declaración de la renta.',
      },
    ],
  },
  closing: {
    heading: '¿Qué ayudas puedes sumar tú?',
    text: 'Cuéntanos dónde está tu vivienda, comunidad o empresa y qué consumo tienes. Te hacemos una visita técnica gratuita, calculamos la instalación y te enviamos por correo o WhatsApp un presupuesto sin compromiso con las ayudas que puedes aplicar hoy.',
    cta: { label: 'Solicitar información', href: '#contacto', behaviour: 'scroll' },
  },
  contact: {
    heading: 'Consulta tu caso sin compromiso',
    intro:
      'Déjanos tus datos y te llamamos para revisar qué subvenciones, deducciones y bonificaciones encajan con tu instalación. La visita técnica y el presupuesto son gratuitos.',
  },
}
