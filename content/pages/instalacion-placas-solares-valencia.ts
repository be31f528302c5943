import type { LandingPage } from '../types'

const quote = '/solicitar-presupuesto'

export const instalacionPlacasSolaresValencia: LandingPage = {
  path: '/instalacion-placas-solares-valencia',
  seo: {
    title: 'Instalación de placas solares en Valencia',
    description:
      'Instalamos placas solares en Valencia en 1-2 días. Ahorro del 50-70 %, ayudas de hasta 3.000 €, IBI bonificado al 50 % y estudio gratuito sin compromiso.',
    keywords: [
      'placas solares valencia',
      'instalación placas solares valencia',
      'instaladores placas solares valencia',
      'autoconsumo valencia',
      'subvenciones placas solares valencia',
      'bonificación ibi placas solares valencia',
      'placas solares comunidad de vecinos valencia',
      'deducción irpf placas solares comunitat valenciana',
    ],
    schemaType: 'Service',
    category: 'solar',
    h2Secondary: [
      'Ventajas de instalar placas solares en Valencia',
      'Cuánto cuesta instalar placas solares en Valencia',
      'Instaladores de placas solares en Valencia',
    ],
    h3Strategic: [
      'Placas solares para comunidades de vecinos en Valencia',
      'Autoconsumo para chalés y viviendas unifamiliares',
      'Placas solares para empresas del área metropolitana',
    ],
  },
  hero: {
    h1: 'Instalación de placas solares en Valencia y su área metropolitana',
    subtitle:
      'Autoconsumo solar para pisos, comunidades de vecinos, chalés y empresas. Montamos en 1-2 días laborables y gestionamos las ayudas de la Generalitat y las bonificaciones del Ayuntamiento.',
    picture: {
      artwork: 'hero-solar-community',
      alt: 'Ilustración de un edificio de viviendas con paneles solares en la azotea comunitaria',
    },
    cta: { label: 'Pedir presupuesto gratuito', href: quote, behaviour: 'page' },
  },
  sections: [
    {
      kind: 'text',
      id: 'placas-solares-valencia',
      heading: 'Placas solares en Valencia: autoconsumo bajo el sol del Mediterráneo',
      paragraphs: [
        'Valencia suma más de 2.500 horas de sol al año y disfruta de un clima mediterráneo suave: inviernos templados en los que casi nunca hiela y veranos largos, cálidos y húmedos en los que el aire acondicionado dispara el consumo justo cuando los paneles producen más. Esa coincidencia entre las horas de sol y las de mayor gasto eléctrico es la que permite ahorrar un 50-70 % en la factura con una instalación bien dimensionada.',
        "La ciudad es, sobre todo, de fincas: edificios de viviendas con terrado o azotea comunitaria en barrios como el Ensanche, Ruzafa, Benimaclet o Campanar, donde el autoconsumo colectivo permite que todo el edificio aproveche la cubierta. Fuera del centro hay chalés y adosados en l'Horta Nord, l'Horta Sud y el Camp de Túria, alquerías en la huerta y naves en polígonos como Fuente del Jarro, en Paterna, o los de Riba-roja de Túria y Quart de Poblet.",
        'La cercanía del mar también cuenta. En el Cabanyal, la Malva-rosa o Pinedo, la humedad y el ambiente salino aconsejan estructuras de aluminio y tornillería de acero inoxidable, y las lluvias torrenciales de otoño obligan a anclar los soportes sin comprometer la impermeabilización de la cubierta. Son detalles que cuidamos en cada proyecto valenciano.',
        'Valencia fue Capital Verde Europea en 2024, y tanto la Generalitat como el Ayuntamiento apoyan el autoconsumo con ayudas directas, deducciones y rebajas fiscales. El montaje en la cubierta se completa en 1-2 días laborables, y el proceso entero, desde la visita técnica hasta la puesta en marcha, lleva normalmente 2-4 semanas.',
      ],
      figures: [
        { value: 'Más de 2.500', label: 'Horas de sol al año' },
        { value: '50-70 %', label: 'Ahorro en la factura de la luz' },
        { value: '1-2 días laborables', label: 'Montaje de la instalación' },
        { value: '2-4 semanas', label: 'Proceso completo, de la visita a la puesta en marcha' },
      ],
    },
    {
      kind: 'cards',
      id: 'ventajas',
      heading: 'Ventajas de instalar placas solares en Valencia',
      intro: [
        'El sol, el clima y las ayudas de la Comunitat Valenciana hacen que una instalación en Valencia se pague antes de lo que muchos vecinos imaginan.',
      ],
      columns: 4,
      cards: [
        {
          icon: 'sun',
          title: 'Más de 2.500 horas de sol',
          text: 'Los paneles producen de forma constante en todas las estaciones. En invierno el sol va más bajo y la producción baja, pero el invierno valenciano, soleado y templado, sigue dejando una energía muy aprovechable.',
        },
        {
          icon: 'thermometer',
          title: 'Clima mediterráneo',
          text: 'Sin heladas ni nieve, y con la brisa marina ayudando a refrescar los módulos en verano. A cambio, usamos materiales resistentes a la humedad y al salitre y sellamos cada anclaje frente a las lluvias de otoño.',
        },
        {
          icon: 'piggy-bank',
          title: 'Ahorro del 50-70 %',
          text: 'El gasto en climatización del verano coincide con las horas de máxima producción, y la energía que no consumes al momento se descuenta de la factura gracias a la compensación de excedentes.',
        },
        {
          icon: 'euro',
          title: 'Ayudas y deducciones',
          text: 'En Valencia se suman las ayudas de la Generalitat, la deducción autonómica en el IRPF y las bonificaciones del Ayuntamiento de València.',
          points: [
            'Ayuda autonómica de hasta el 40 %, con un máximo de 3.000 € y una inversión mínima de 1.000 €',
            'Deducción autonómica en el IRPF: 40 % en la vivienda habitual y 20 % en la segunda vivienda, con certificado del IVACE',
            'IBI: 50 % durante 3 años en viviendas y 25 % en inmuebles comerciales, hasta el 20 % del coste',
            'ICIO: bonificación del 95 %',
          ],
        },
      ],
    },
    {
      kind: 'text',
      id: 'precio',
      heading: 'Cuánto cuesta instalar placas solares en Valencia: precio a medida',
      paragraphs: [
        'El precio de una instalación en Valencia no se puede dar de memoria. Depende de cuánta electricidad consumes y en qué horas, del espacio disponible en el tejado o el terrado, de su orientación e inclinación, y de si quieres baterías para usar por la noche lo que sobra al mediodía. En un piso también influye la parte de la azotea que la comunidad destina a la instalación.',
        'Por eso empezamos siempre con un estudio gratuito. Analizamos tus facturas, visitamos la cubierta para medirla y localizar sombras de antenas, casetones de ascensor o edificios vecinos, y te proponemos la potencia que mejor encaja con tu consumo. El presupuesto llega por correo electrónico o WhatsApp, detallado y sin compromiso, con el ahorro estimado y las ayudas que puedes solicitar.',
        'Del precio final se descuentan las ayudas que sean compatibles en tu caso: hasta un 40 % de ayuda autonómica (con un máximo de 3.000 €), la deducción en el IRPF y las rebajas del IBI y del ICIO. Te lo indicamos en el presupuesto y nos encargamos de tramitarlo.',
      ],
      cta: { label: 'Solicitar estudio gratuito', href: quote, behaviour: 'page' },
    },
    {
      kind: 'cards',
      id: 'tipos-de-instalacion',
      heading: 'Instalaciones solares para cada tipo de edificio en Valencia',
      intro: [
        'Del chalé en la huerta al terrado de una finca del Ensanche o la nave de un polígono: cada cubierta tiene su solución.',
      ],
      columns: 3,
      cards: [
        {
          icon: 'home',
          title: 'Viviendas unifamiliares',
          text: "Viviendas con tejado propio en l'Horta o en el Camp de Túria: sistemas de 3 a 15 kW, dimensionados según el consumo real de cada casa.",
          points: [
            'Con baterías o sin ellas',
            'Compensación simplificada de excedentes en la factura',
            'Hasta 15 kW en suelo urbanizado, sin permisos de acceso y conexión de la distribuidora (Real Decreto 244/2019)',
          ],
          cta: { label: 'Solicitar presupuesto', href: quote, behaviour: 'page' },
        },
        {
          icon: 'building',
          title: 'Comunidades de vecinos',
          text: 'El terrado de una finca valenciana puede abastecer las zonas comunes y a los vecinos que se adhieran mediante autoconsumo colectivo.',
          points: [
            'Instalación compartida sobre la cubierta comunitaria',
            'Coeficiente de distribución que fija la parte de energía de cada vecino',
            'Acuerdo con el voto de un tercio de los propietarios que representen un tercio de las cuotas (Ley de Propiedad Horizontal)',
            'Ayudas específicas para comunidades',
          ],
          cta: { label: 'Solicitar presupuesto', href: quote, behaviour: 'page' },
        },
        {
          icon: 'factory',
          title: 'Empresas',
          text: 'Comercios, oficinas, almacenes y naves de los polígonos del área metropolitana, con potencias superiores a 15 kW.',
          points: [
            'Análisis a medida de la curva de carga y de la cubierta',
            'Proyecto técnico y legalización ante Industria',
            'Financiación adaptada para no descapitalizar la empresa',
          ],
          cta: { label: 'Solicitar presupuesto', href: quote, behaviour: 'page' },
        },
      ],
    },
    {
      kind: 'cards',
      id: 'instaladores',
      heading: 'Instaladores de placas solares en Valencia: por qué trabajar con nosotros',
      columns: 3,
      cards: [
        {
          icon: 'certificate',
          title: 'Experiencia contrastada',
          text: 'Desde hace más de 30 años montamos instalaciones eléctricas y solares, así que resolvemos igual una cubierta de teja que el terrado de una finca antigua del centro.',
        },
        {
          icon: 'clock',
          title: 'Plazos claros',
          text: 'Montamos en 1-2 días laborables y cerramos el proceso en 2-4 semanas. Desde el primer día sabes qué ocurre en cada fase.',
        },
        {
          icon: 'document',
          title: 'Papeleo resuelto',
          text: 'Declaración ante el Ayuntamiento, certificado de la instalación conforme al REBT, registro de autoconsumo y alta de la compensación con tu comercializadora.',
        },
        {
          icon: 'euro',
          title: 'Ayudas gestionadas',
          text: 'Tramitamos la ayuda autonómica, el certificado del IVACE para la deducción en el IRPF y las bonificaciones del IBI y del ICIO.',
        },
        {
          icon: 'smartphone',
          title: 'Monitorización en el móvil',
          text: 'Consultas en tiempo real la producción de tus paneles y tu consumo, y compruebas de un vistazo que todo funciona.',
        },
        {
          icon: 'users',
          title: 'Trato directo',
          text: 'Visita técnica gratuita, presupuesto sin compromiso por correo electrónico o WhatsApp y servicio de urgencias 24 horas, todos los días.',
        },
      ],
      cta: { label: 'Solicitar presupuesto', href: quote, behaviour: 'page' },
    },
  ],
  faq: {
    heading: 'Preguntas frecuentes sobre placas solares en Valencia',
    description:
      'Respuestas sobre bonificaciones del Ayuntamiento de València, ayudas de la Generalitat, permisos, plazos y ahorro real con el clima valenciano.',
    items: [
      {
        question: '¿Qué bonificaciones fiscales da el Ayuntamiento de València por instalar placas solares?',
        answer:
          'El Ayuntamiento de València bonifica el 50 % del IBI durante 3 años en inmuebles residenciales y el 25 % en los comerciales, con un límite del 20 % del coste de la instalación. Además, el ICIO de la obra tiene una bonificación del 95 %. Preparamos la documentación para que las solicites en plazo.',
      },
      {
        question: '¿Qué ayudas y deducciones de la Generalitat Valenciana puedo pedir?',
        answer:
          'La Generalitat ofrece una ayuda de hasta el 40 % de la inversión, con un máximo de 3.000 € y una inversión mínima de 1.000 €. La deducción autonómica en el IRPF es del 40 % si la instalación está en tu vivienda habitual y del 20 % en una segunda vivienda, y para aplicarla necesitas un certificado del IVACE. Te confirmamos si la convocatoria está abierta y tramitamos la solicitud.',
      },
      {
        question: '¿Qué permiso hay que pedir al Ayuntamiento de València?',
        answer:
          'Para la mayoría de instalaciones de autoconsumo en cubierta basta con presentar una declaración responsable ante el Ayuntamiento de València y liquidar el ICIO con su bonificación. En edificios protegidos o en entornos históricos como Ciutat Vella pueden exigirse comprobaciones de patrimonio, y en una finca hace falta además el acuerdo de la junta de propietarios. Revisamos tu caso y presentamos nosotros la documentación.',
      },
      {
        question: '¿Cuánto se tarda en instalar placas solares en Valencia?',
        answer:
          'El montaje en la cubierta de una vivienda lleva 1-2 días laborables. El proceso completo, con visita técnica, presupuesto, trámites municipales, instalación, legalización y puesta en marcha, dura normalmente 2-4 semanas. Desde el día en que se conecta la instalación ya consumes tu propia energía.',
      },
      {
        question: '¿Compensa el autoconsumo con el clima húmedo de Valencia?',
        answer:
          'Sí. Con más de 2.500 horas de sol al año y veranos en los que el aire acondicionado coincide con la máxima producción, el ahorro se sitúa en el 50-70 % de la factura. Los días nublados o de lluvia del otoño restan producción de forma puntual, pero en el cómputo anual la instalación rinde con gran regularidad.',
      },
    ],
  },
  closing: {
    heading: '¿Empezamos tu instalación solar en Valencia?',
    text: 'Dinos qué tipo de edificio tienes, piso, chalé, finca o nave, y cuánta luz gastas. Estudiamos tu cubierta gratis, calculamos el ahorro y las ayudas que te corresponden y te hacemos llegar una oferta sin compromiso por WhatsApp o correo electrónico.',
    cta: { label: 'Pedir presupuesto gratuito', href: quote, behaviour: 'page' },
  },
}
