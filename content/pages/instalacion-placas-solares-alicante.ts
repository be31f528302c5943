import type { LandingPage } from '../types'

const quote = '/solicitar-presupuesto'

export const instalacionPlacasSolaresAlicante: LandingPage = {
  path: '/instalacion-placas-solares-alicante',
  seo: {
    title: 'Instalación de placas solares en Alicante',
    description:
      'Placas solares en Alicante con más de 2.800 horas de sol: ahorro del 60-70 % y amortización en 5-6 años. IBI e ICIO bonificados. Estudio gratuito.',
    keywords: [
      'placas solares alicante',
      'instalación placas solares alicante',
      'instaladores placas solares alicante',
      'autoconsumo alicante',
      'precio placas solares alicante',
      'bonificación ibi placas solares alicante',
      'placas solares elche',
      'placas solares vega baja',
    ],
    schemaType: 'Service',
    category: 'solar',
    h2Secondary: [
      'Ventajas de la energía solar en Alicante',
      'Precio de las placas solares en Alicante',
      'Por qué elegirnos como instaladores de placas solares en Alicante',
    ],
    h3Strategic: [
      'Placas solares para chalés y segundas residencias en Alicante',
      'Autoconsumo colectivo para comunidades de vecinos',
      'Placas solares para naves industriales y empresas',
      'Garantías de los paneles solares y del inversor',
    ],
  },
  hero: {
    h1: 'Instalación de placas solares en Alicante y su provincia',
    subtitle:
      'Más de 2.800 horas de sol al año al servicio de tu vivienda, tu comunidad o tu empresa: ahorro del 60-70 % en la factura, amortización en 5-6 años y estudio gratuito.',
    picture: {
      artwork: 'hero-solar-roof',
      alt: 'Ilustración de una casa con paneles solares en la cubierta bajo un sol intenso',
    },
    cta: { label: 'Solicitar presupuesto', href: quote, behaviour: 'page' },
  },
  sections: [
    {
      kind: 'text',
      id: 'placas-solares-alicante',
      heading: 'Placas solares en Alicante: uno de los climas más soleados de España',
      paragraphs: [
        'Alicante supera las 2.800 horas de sol al año y tiene uno de los climas más secos de la península: llueve poco, los días cubiertos escasean y los inviernos son tan suaves que en la costa la helada es casi desconocida. Para una instalación fotovoltaica es un escenario casi ideal, con una producción alta y muy estable de enero a diciembre.',
        'Ese mismo clima trae dos retos que conviene conocer. Los episodios de calima y el polvo en suspensión, unidos a la falta de lluvias que laven el vidrio, hacen recomendable una limpieza periódica de los paneles para mantener el rendimiento. Y el aire salino de la costa, de la playa de San Juan a Torrevieja, obliga a elegir estructuras de aluminio, tornillería inoxidable y conectores preparados para ese ambiente.',
        "En la capital predominan los edificios de viviendas con azotea plana, en barrios como el Ensanche, Benalúa o San Blas, mientras que en San Vicente del Raspeig, Mutxamel, El Campello o Sant Joan d'Alacant abundan los chalés y adosados con tejado propio. En el resto de la provincia trabajamos en urbanizaciones de la costa, casas de campo del interior y naves industriales de Elche, Elda, Petrer, Ibi o Alcoy, además de los polígonos alicantinos de Las Atalayas y el Pla de la Vallonga.",
        'La Vega Baja está a un paso de Cieza, aguas abajo del mismo río Segura, y eso nos permite atender Orihuela, Almoradí, Guardamar del Segura o Torrevieja con desplazamientos cortos. Con un ahorro del 60-70 % en la factura, una instalación en Alicante se recupera en 5-6 años.',
      ],
      figures: [
        { value: 'Más de 2.800', label: 'Horas de sol al año' },
        { value: '60-70 %', label: 'Ahorro en la factura de la luz' },
        { value: '5-6 años', label: 'Plazo de amortización' },
        { value: '25 años', label: 'Garantía de rendimiento (mínimo 80 %)' },
      ],
    },
    {
      kind: 'cards',
      id: 'ventajas',
      heading: 'Ventajas de la energía solar en Alicante',
      intro: [
        'Pocas provincias reúnen tanto sol, tan pocas heladas y unas rebajas fiscales municipales como las que ofrece Alicante a quien apuesta por el autoconsumo.',
      ],
      columns: 4,
      cards: [
        {
          icon: 'sun',
          title: 'Más de 2.800 horas de sol',
          text: 'Con muy pocos días nublados, cada panel produce aquí más que en buena parte de la península, y eso reduce el número de módulos necesarios para cubrir tu consumo.',
        },
        {
          icon: 'thermometer',
          title: 'Clima seco y templado',
          text: 'Inviernos suaves, lluvias escasas y casi ninguna helada ni nevada: la instalación apenas sufre y produce todo el año. Solo el polvo y el salitre piden materiales adecuados y alguna limpieza.',
        },
        {
          icon: 'piggy-bank',
          title: 'Ahorro del 60-70 %',
          text: 'La factura de la luz baja un 60-70 % y la instalación se paga sola en 5-6 años. A partir de ahí, lo que producen los paneles es ahorro durante muchos años más.',
        },
        {
          icon: 'euro',
          title: 'Subvenciones e impuestos municipales',
          text: 'El Ayuntamiento de Alicante rebaja los impuestos de las instalaciones de autoconsumo y, como parte de la Comunitat Valenciana, también puedes optar a las ayudas y deducciones autonómicas.',
          points: [
            'IBI: 50 % durante 3 años, con un máximo de 300 € al año o del 20 % del coste',
            'ICIO: bonificación del 50 %',
            'Ayudas de la Generalitat Valenciana y deducción autonómica en el IRPF con certificado del IVACE',
          ],
        },
      ],
    },
    {
      kind: 'text',
      id: 'precio',
      heading: 'Precio de las placas solares en Alicante: cada instalación, a medida',
      paragraphs: [
        'Solo te damos un precio cerrado después de conocer tu caso, porque cuatro factores lo cambian todo: el consumo que tienes y en qué horas, el tipo de cubierta y su espacio útil, la orientación y la inclinación, y la decisión de incluir o no baterías. En una casa de la costa que se usa sobre todo en verano, por ejemplo, la instalación adecuada no es la misma que en una vivienda habitual con consumo todo el año.',
        'El primer paso es un estudio gratuito y sin compromiso: revisamos tus facturas, visitamos la cubierta, comprobamos sombras y estado de la impermeabilización y calculamos la producción esperada con el sol real de tu zona. Con esos datos te enviamos por correo electrónico o WhatsApp un presupuesto detallado con los equipos, el ahorro anual estimado y el plazo de amortización, que en Alicante suele ser de 5-6 años.',
        'En el presupuesto figuran también las garantías de cada equipo: los paneles cuentan con una garantía de rendimiento de 25 años que asegura al menos el 80 % de su potencia y una garantía de fabricante de 10-12 años contra defectos, y los inversores, una garantía de 5-10 años según el modelo.',
      ],
      figures: [
        { value: '25 años', label: 'Garantía de rendimiento, con un mínimo del 80 %' },
        { value: '10-12 años', label: 'Garantía del fabricante de los paneles' },
        { value: '5-10 años', label: 'Garantía de los inversores' },
      ],
      cta: { label: 'Pedir presupuesto gratuito', href: quote, behaviour: 'page' },
    },
    {
      kind: 'cards',
      id: 'tipos-de-instalacion',
      heading: 'Tipos de instalación de placas solares en Alicante',
      intro: [
        'De un adosado en Sant Joan a la azotea de un edificio de Benidorm o una nave del calzado en Elche, adaptamos el sistema al uso que vas a darle.',
      ],
      columns: 3,
      cards: [
        {
          icon: 'home',
          title: 'Viviendas unifamiliares',
          text: 'Villas, adosados y casas de campo, incluidas las segundas residencias de la costa, con sistemas de 3 a 15 kW.',
          points: [
            'Con baterías para consumir de noche o sin ellas',
            'Compensación de excedentes: lo que no gastas se descuenta de la factura',
            'Control de la producción y el consumo desde el móvil',
          ],
          cta: { label: 'Solicitar estudio gratuito', href: quote, behaviour: 'page' },
        },
        {
          icon: 'building',
          title: 'Comunidades de vecinos',
          text: 'Las azoteas de los edificios de Alicante, Elche o Benidorm tienen sitio para un autoconsumo colectivo que abarata los gastos comunes y la factura de cada vecino participante.',
          points: [
            'Instalación compartida en la cubierta del edificio',
            'Coeficiente de distribución que asigna a cada vivienda su parte de la energía',
            'Subvenciones específicas para comunidades, que tramitamos nosotros',
          ],
          cta: { label: 'Solicitar estudio gratuito', href: quote, behaviour: 'page' },
        },
        {
          icon: 'factory',
          title: 'Empresas',
          text: 'Naves del calzado en Elche y Elda, industria juguetera de Ibi, hoteles, comercios y cooperativas agrícolas: sistemas por encima de 15 kW.',
          points: [
            'Estudio a medida de tu consumo y de tu cubierta',
            'Proyecto técnico y legalización completa',
            'Financiación para que el ahorro vaya pagando la inversión',
          ],
          cta: { label: 'Solicitar estudio gratuito', href: quote, behaviour: 'page' },
        },
      ],
    },
    {
      kind: 'cards',
      id: 'instaladores',
      heading: 'Por qué elegirnos como instaladores de placas solares en Alicante',
      intro: [
        'Un instalador que responde de todo el proceso, del cálculo de la estructura a la última firma de la legalización.',
      ],
      columns: 4,
      cards: [
        {
          icon: 'certificate',
          title: 'Más de 30 años de experiencia',
          text: 'Más de 30 años de instalaciones eléctricas y solares respaldan cada montaje, desde la estructura hasta el cuadro de protecciones.',
        },
        {
          icon: 'shield',
          title: 'Garantías por escrito',
          text: 'Rendimiento garantizado 25 años (mínimo 80 %), 10-12 años de garantía del fabricante en los paneles y 5-10 años en los inversores, detallados en tu presupuesto.',
        },
        {
          icon: 'document',
          title: 'Trámites y ayudas incluidos',
          text: 'Nos ocupamos de la declaración ante el Ayuntamiento, la legalización, la compensación de excedentes y las bonificaciones del IBI y del ICIO, y te ayudamos a pedir las ayudas autonómicas.',
        },
        {
          icon: 'smartphone',
          title: 'Seguimiento en tiempo real',
          text: 'Desde el móvil ves cuánto producen tus paneles y cuánto ahorras cada día, y sabes cuándo toca limpiarlos porque baja la producción.',
        },
      ],
      cta: { label: 'Solicitar presupuesto', href: quote, behaviour: 'page' },
    },
  ],
  faq: {
    heading: 'Preguntas frecuentes sobre placas solares en Alicante',
    description:
      'Bonificaciones del Ayuntamiento de Alicante, permisos, amortización, garantías y mantenimiento con calima y salitre: lo que conviene saber antes de instalar.',
    items: [
      {
        question: '¿Qué bonificaciones fiscales tiene Alicante para las placas solares?',
        answer:
          'El Ayuntamiento de Alicante bonifica el 50 % del IBI durante 3 años, con un tope de 300 € al año o del 20 % del coste de la instalación, y el 50 % del ICIO de la obra. Son bonificaciones que hay que solicitar con la documentación de la instalación, y nosotros te la preparamos.',
      },
      {
        question: '¿Qué permiso necesito del Ayuntamiento de Alicante para instalar placas?',
        answer:
          'Una instalación de autoconsumo en la cubierta de una vivienda se tramita, por lo general, mediante declaración responsable ante el Ayuntamiento de Alicante, sin esperar a una licencia de obras. Si el edificio está catalogado o se encuentra en el casco antiguo, o si la instalación es de una comunidad, hay pasos adicionales, como la revisión de la protección del inmueble o el acuerdo de la junta de propietarios. Lo comprobamos y lo presentamos por ti.',
      },
      {
        question: '¿En cuántos años se amortizan las placas solares en Alicante?',
        answer:
          'Con más de 2.800 horas de sol al año y un ahorro del 60-70 % en la factura, la inversión se recupera en 5-6 años en la mayoría de viviendas. El plazo depende de cuánta energía aprovechas mientras brilla el sol: cuanto más consumes en directo, antes amortizas. Las bonificaciones del IBI y del ICIO lo acortan todavía más.',
      },
      {
        question: '¿Qué garantías tienen los paneles y el inversor?',
        answer:
          'Los paneles tienen una garantía de rendimiento de 25 años, que asegura que al final de ese plazo conservan como mínimo el 80 % de su potencia, y una garantía de fabricante de 10-12 años frente a defectos. Los inversores cuentan con 5-10 años de garantía según el fabricante y el modelo. Todas figuran por escrito en el presupuesto.',
      },
      {
        question: '¿Cómo afectan la calima y el salitre a las placas solares en Alicante?',
        answer:
          'El polvo de la calima se deposita en el vidrio y, como llueve poco, puede restar producción si no se limpia: basta con agua y sin productos abrasivos cuando la aplicación de monitorización muestre una bajada. Cerca del mar usamos estructura de aluminio, tornillería de acero inoxidable y conectores de calidad para evitar la corrosión.',
      },
    ],
  },
  closing: {
    heading: '¿Listo para aprovechar el sol de Alicante en tu tejado?',
    text: 'Pide tu estudio gratuito: visitamos tu cubierta, calculamos la producción con el sol de tu zona y te enviamos un presupuesto sin compromiso por correo electrónico o WhatsApp, con las bonificaciones que te corresponden.',
    cta: { label: 'Solicitar estudio gratuito', href: quote, behaviour: 'page' },
  },
}
