import type { LandingPage } from '../types'

const quote = '/solicitar-presupuesto'

export const instalacionPlacasSolaresAlbacete: LandingPage = {
  path: '/instalacion-placas-solares-albacete',
  seo: {
    title: 'Instalación de placas solares en Albacete',
    description:
      'Placas solares en Albacete para viviendas, comunidades y empresas. Amortización en 5-7 años, IBI bonificado y estudio gratuito sin compromiso.',
    keywords: [
      'placas solares albacete',
      'instalación placas solares albacete',
      'instaladores placas solares albacete',
      'autoconsumo albacete',
      'precio placas solares albacete',
      'bonificación ibi placas solares albacete',
      'paneles solares albacete',
      'energía solar albacete',
    ],
    schemaType: 'Service',
    category: 'solar',
    h2Secondary: [
      'Ventajas del autoconsumo solar en Albacete',
      'Precio de las placas solares en Albacete',
      'Instaladores de placas solares en Albacete',
    ],
    h3Strategic: [
      'Placas solares para viviendas unifamiliares en Albacete',
      'Autoconsumo compartido para comunidades de vecinos',
      'Placas solares para naves y empresas de Albacete',
    ],
  },
  hero: {
    h1: 'Instalación de placas solares en Albacete',
    subtitle:
      'Autoconsumo para viviendas, comunidades de vecinos y empresas de Albacete capital y provincia. Estudio técnico gratuito, presupuesto sin compromiso y gestión de las bonificaciones del IBI y del ICIO.',
    picture: {
      artwork: 'hero-solar-roof',
      alt: 'Ilustración de una vivienda unifamiliar con placas solares en el tejado bajo un cielo despejado',
    },
    cta: { label: 'Solicitar estudio gratuito', href: quote, behaviour: 'page' },
  },
  sections: [
    {
      kind: 'text',
      id: 'placas-solares-albacete',
      heading: 'Placas solares en Albacete: el sol de La Mancha trabajando en tu tejado',
      paragraphs: [
        'Albacete se asienta en plena llanura manchega, a casi 700 metros de altitud, con un clima continental seco: inviernos fríos con heladas frecuentes, veranos calurosos y pocas lluvias. Los cielos despejados dominan buena parte del año, de modo que la radiación solar llega con fuerza incluso en los meses fríos y una instalación de autoconsumo bien orientada produce de forma muy regular.',
        'El frío no es un inconveniente, sino una ventaja: los módulos fotovoltaicos rinden mejor cuanto más baja es su temperatura, así que las mañanas limpias de invierno resultan muy productivas. Lo que sí pide el clima albaceteño es una estructura calculada frente al viento de la llanura y a la nieve ocasional, con las cargas que fija el Código Técnico de la Edificación (DB SE-AE), y un cableado y unas fijaciones preparados para los saltos de temperatura entre el día y la noche.',
        'En la capital conviven los bloques de pisos del centro, con cubiertas planas comunitarias, y las viviendas unifamiliares y adosados de los barrios periféricos y las urbanizaciones, casi siempre con tejado de teja inclinado. A ellos se suman las naves de los polígonos de Campollano y Romica y, en las pedanías y el resto de la provincia, casas de campo, granjas y explotaciones de regadío cuyo bombeo de agua dispara el consumo eléctrico justo en los meses de más sol.',
        'Desde Cieza llegamos a Albacete por la autovía A-30, la misma que pasa por Hellín y Tobarra, así que atendemos tanto la capital como los municipios de la provincia. Una vivienda típica necesita 6-12 paneles (3-6 kW), con un coste residencial de 4.000-8.000 € que se recupera en 5-7 años gracias al ahorro en la factura. Como los paneles duran más de 25 años, la mayor parte de su vida útil producen electricidad ya amortizada.',
      ],
      figures: [
        { value: '5-7 años', label: 'Plazo habitual de amortización' },
        { value: 'Más de 25 años', label: 'Vida útil de los paneles' },
        { value: '6-12 paneles', label: 'Vivienda típica (3-6 kW)' },
        { value: '4.000-8.000 €', label: 'Coste de una instalación residencial' },
      ],
    },
    {
      kind: 'cards',
      id: 'ventajas',
      heading: 'Ventajas del autoconsumo solar en Albacete',
      intro: [
        'Sol abundante, frío que favorece el rendimiento y un Ayuntamiento que rebaja los impuestos de la obra: cuatro razones para dar el paso en Albacete.',
      ],
      columns: 4,
      cards: [
        {
          icon: 'sun',
          title: 'Horas de sol',
          text: 'La escasa nubosidad de la meseta sitúa a Albacete entre las zonas con más radiación solar del interior peninsular. La producción es alta en primavera y verano y se mantiene en invierno, cuando el sol va más bajo pero el cielo suele estar limpio.',
        },
        {
          icon: 'thermometer',
          title: 'Clima continental',
          text: 'Las temperaturas frescas mejoran el rendimiento de los paneles. Elegimos cableado, conectores y anclajes para los contrastes térmicos de La Mancha y calculamos la estructura para el viento y la nieve que marca el Código Técnico.',
        },
        {
          icon: 'piggy-bank',
          title: 'Ahorro en la factura',
          text: 'Con 6-12 paneles (3-6 kW), una vivienda cubre de día buena parte de su consumo y compensa en la factura la energía que vierte a la red. La inversión, de 4.000-8.000 €, se recupera en 5-7 años.',
        },
        {
          icon: 'euro',
          title: 'Subvenciones y bonificaciones',
          text: 'El Ayuntamiento de Albacete rebaja dos impuestos municipales a quien instala autoconsumo, y nosotros preparamos las solicitudes para que no pierdas ninguna ayuda.',
          points: [
            'IBI: 30 % durante 3 años (unos 990 € como máximo)',
            'ICIO: bonificación de hasta el 95 %',
            'Asesoramiento sobre las convocatorias de Castilla-La Mancha y las deducciones estatales del IRPF',
          ],
        },
      ],
    },
    {
      kind: 'text',
      id: 'precio',
      heading: 'Precio de las placas solares en Albacete: presupuesto a tu medida',
      paragraphs: [
        'No hay dos instalaciones iguales, y por eso no damos un precio cerrado sin conocer antes la vivienda o el negocio. El presupuesto depende de cuatro factores: cuánta electricidad consumes y a qué horas, la superficie y el tipo de tejado, su orientación e inclinación, y si quieres baterías para aprovechar por la noche la energía que sobra al mediodía.',
        'Como referencia, una instalación residencial en Albacete cuesta 4.000-8.000 €, según la potencia y los equipos. Una casa con la cubierta bien orientada al sur y consumo diurno necesitará menos paneles que otra con tejado a este y oeste o con mucho gasto por la tarde; el estudio sirve precisamente para ajustar la potencia y no pagar de más.',
        'El estudio es gratuito: revisamos tus facturas de los últimos meses, visitamos el tejado para medirlo, comprobar el estado de la cubierta y detectar sombras de chimeneas, árboles o edificios cercanos, y calculamos la instalación que de verdad te conviene. Recibes el presupuesto desglosado por correo electrónico o por WhatsApp, sin compromiso, con la producción estimada, el ahorro previsto y el plazo de amortización.',
      ],
      cta: { label: 'Pedir presupuesto gratuito', href: quote, behaviour: 'page' },
    },
    {
      kind: 'cards',
      id: 'tipos-de-instalacion',
      heading: 'Tipos de instalación solar en Albacete',
      intro: [
        'Diseñamos cada sistema según el edificio y el uso de la energía: no es lo mismo un adosado en las afueras que la azotea de un bloque del centro o una nave de Campollano.',
      ],
      columns: 3,
      cards: [
        {
          icon: 'home',
          title: 'Viviendas unifamiliares',
          text: 'Chalés, adosados y casas de campo de Albacete y sus pedanías, con sistemas de 3 a 15 kW sobre tejado de teja, cubierta plana o pérgola.',
          points: [
            'Con o sin baterías, según cuánto consumas de noche',
            'Compensación de excedentes en la factura (Real Decreto 244/2019)',
            'Producción y consumo a la vista en tiempo real desde el móvil',
          ],
          cta: { label: 'Solicitar presupuesto', href: quote, behaviour: 'page' },
        },
        {
          icon: 'building',
          title: 'Comunidades de vecinos',
          text: 'Autoconsumo colectivo en la cubierta del edificio para abaratar el ascensor, la iluminación de la escalera o el garaje, y repartir energía entre los vecinos que se sumen.',
          points: [
            'Instalación compartida en la azotea comunitaria',
            'Reparto de la energía mediante un coeficiente de distribución para cada vivienda',
            'Tramitación de las subvenciones específicas para comunidades',
          ],
          cta: { label: 'Solicitar presupuesto', href: quote, behaviour: 'page' },
        },
        {
          icon: 'factory',
          title: 'Empresas y naves',
          text: 'Naves de Campollano y Romica, comercios, bodegas y explotaciones agrícolas con consumos altos en horario solar, con instalaciones de más de 15 kW.',
          points: [
            'Estudio a medida de la curva de consumo de la actividad',
            'Proyecto técnico, obligatorio por encima de 10 kW',
            'Opciones de financiación para repartir la inversión',
          ],
          cta: { label: 'Solicitar presupuesto', href: quote, behaviour: 'page' },
        },
      ],
    },
    {
      kind: 'list',
      id: 'instaladores',
      heading: 'Instaladores de placas solares en Albacete con más de 30 años de experiencia',
      intro: [
        'Trabajar con un instalador que se encarga de todo, del cálculo a la legalización, evita sorpresas y retrasos. Esto es lo que te ofrecemos en Albacete:',
      ],
      items: [
        {
          title: 'Más de 30 años de oficio',
          text: 'Llevamos más de 30 años en instalaciones eléctricas y solares. Sabemos cómo se comporta un sistema en un clima de contrastes como el manchego y cómo dejarlo preparado para durar.',
        },
        {
          title: 'Visita técnica gratuita',
          text: 'Subimos a tu tejado antes de presupuestar: sin visita no hay cálculo fiable de sombras, orientación ni estado de la cubierta.',
        },
        {
          title: 'Tramitación completa',
          text: 'Presentamos la comunicación de la obra en el Ayuntamiento, emitimos el certificado de la instalación conforme al REBT (ITC-BT-40), la inscribimos en el registro de autoconsumo y dejamos activa la compensación de excedentes con tu comercializadora.',
        },
        {
          title: 'Ayudas y bonificaciones gestionadas',
          text: 'Pedimos por ti las bonificaciones del IBI y del ICIO y te ayudamos a solicitar las ayudas regionales que estén abiertas, con todo el papeleo a nuestro cargo.',
        },
        {
          title: 'Seguimiento desde el móvil',
          text: 'Con la aplicación de monitorización ves en tiempo real cuánto producen tus paneles, cuánto consumes y cuánto viertes a la red.',
        },
        {
          title: 'Presupuesto claro y sin compromiso',
          text: 'Te lo enviamos por correo electrónico o WhatsApp, con cada equipo, su garantía y el ahorro estimado, para que decidas con calma.',
        },
      ],
      cta: { label: 'Solicitar estudio gratuito', href: quote, behaviour: 'page' },
    },
  ],
  faq: {
    heading: 'Preguntas frecuentes sobre placas solares en Albacete',
    description:
      'Lo que más nos preguntan en Albacete antes de instalar autoconsumo: bonificaciones municipales, permisos, frío, precio y baterías.',
    items: [
      {
        question: '¿Qué bonificaciones da el Ayuntamiento de Albacete por instalar placas solares?',
        answer:
          'El Ayuntamiento de Albacete bonifica un 30 % del IBI durante 3 años, con un ahorro máximo de unos 990 €, y hasta un 95 % del ICIO, el impuesto que se paga por la obra. Las condiciones dependen de la ordenanza fiscal vigente y hay que pedirlas en plazo, así que preparamos la solicitud junto con el certificado de la instalación.',
      },
      {
        question: '¿Necesito licencia de obras del Ayuntamiento de Albacete para poner placas?',
        answer:
          'En la mayoría de los casos, una instalación de autoconsumo sobre el tejado de una vivienda no requiere licencia de obra mayor: se tramita ante el Ayuntamiento de Albacete mediante comunicación previa y se liquida el ICIO con su bonificación. Si el edificio está protegido o la obra afecta a la estructura, el trámite cambia, y lo comprobamos antes de empezar. Nosotros preparamos y presentamos la documentación.',
      },
      {
        question: '¿Afectan las heladas y la nieve de Albacete a las placas solares?',
        answer:
          'Los paneles están fabricados para trabajar bajo cero y, con frío y cielo despejado, producen con muy buen rendimiento. Calculamos la estructura para las cargas de viento y nieve que fija el Código Técnico de la Edificación, y una nevada puntual solo detiene la producción hasta que la nieve se desliza o se funde.',
      },
      {
        question: '¿Cuánto cuesta una instalación solar en Albacete y en cuánto tiempo se amortiza?',
        answer:
          'Una vivienda típica necesita 6-12 paneles (3-6 kW), con un coste residencial de 4.000-8.000 €. Con el ahorro en la factura y la compensación de excedentes, la inversión se recupera normalmente en 5-7 años, y los paneles siguen produciendo más de 25 años. Las bonificaciones del IBI y del ICIO acortan aún más ese plazo.',
      },
      {
        question: '¿Me conviene poner baterías en una vivienda de Albacete?',
        answer:
          'Depende de cuándo consumes. Si la casa está vacía durante el día, una batería guarda la energía del mediodía para la tarde y la noche; si el consumo es sobre todo diurno, suele bastar con la compensación de excedentes, que descuenta en la factura unos 0,05-0,08 €/kWh vertido. En el estudio gratuito comparamos las dos opciones con tus facturas reales.',
      },
    ],
  },
  closing: {
    heading: '¿Cuánto puedes ahorrar con placas solares en Albacete?',
    text: 'Cuéntanos cuánto consumes y cómo es tu tejado. Te preparamos un estudio gratuito con la potencia recomendada, el coste y el plazo de amortización, y te enviamos el presupuesto sin compromiso por correo electrónico o WhatsApp.',
    cta: { label: 'Solicitar presupuesto', href: quote, behaviour: 'page' },
  },
}
