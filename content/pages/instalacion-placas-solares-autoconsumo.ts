import type { LandingPage } from '../types'

// Solar self-consumption page. Spec: hero button 'Calcular mi ahorro'; what it
// is, seven benefits, two modalities, installation components, five FAQs and
// the closing button 'Calcular mi ahorro ahora'.
export const instalacionPlacasSolaresAutoconsumo: LandingPage = {
  path: '/instalacion-placas-solares-autoconsumo',
  seo: {
    title: 'Placas solares para autoconsumo: ahorro y baterías',
    description:
      'Autoconsumo solar con compensación de excedentes o con baterías: ahorra un 50-70 % en la factura, con paneles de 450-550 W y 25 años de garantía.',
    keywords: [
      'placas solares autoconsumo',
      'autoconsumo solar',
      'autoconsumo con baterías',
      'compensación de excedentes',
      'autoconsumo sin excedentes',
      'instalación fotovoltaica para casa',
      'baterías para placas solares',
      'inversor solar',
    ],
    schemaType: 'Service',
    category: 'solar',
    h2Secondary: [
      'Beneficios del autoconsumo solar',
      'Modalidades de autoconsumo: con excedentes o con baterías',
      'Componentes de una instalación de autoconsumo',
    ],
    h3Strategic: [
      'Compensación simplificada de excedentes',
      'Autoconsumo sin excedentes con baterías',
      'Qué inversor elegir',
    ],
  },
  hero: {
    h1: 'Instalación de placas solares para autoconsumo',
    subtitle:
      'Produce tu propia electricidad y paga hasta un 70 % menos de luz. Te decimos cuánto ahorrarías con un estudio gratuito de tu consumo y de tu tejado.',
    picture: {
      artwork: 'hero-solar-roof',
      alt: 'Ilustración de una casa con paneles solares en el tejado y una batería doméstica',
    },
    cta: { label: 'Calcular mi ahorro', href: '/solicitar-presupuesto', behaviour: 'page' },
  },
  sections: [
    {
      kind: 'text',
      id: 'que-es-el-autoconsumo',
      heading: 'Qué es el autoconsumo con placas solares',
      paragraphs: [
        'El autoconsumo solar consiste en producir en tu propia vivienda o negocio la electricidad que consumes. Los paneles instalados en el tejado generan energía durante el día, y esa energía se usa directamente en la casa: nevera, climatización, termo eléctrico, lavadora o cargador del coche. Mientras hay sol, compras mucha menos luz a la red.',
        'Sigues conectado a la red eléctrica, así que de noche o en días muy nublados la electricidad llega como siempre. La energía que produces y no consumes en ese momento se compensa en tu factura a un precio de unos 0,05-0,08 €/kWh o se guarda en baterías para usarla más tarde.',
        'El autoconsumo está regulado por el Real Decreto 244/2019, que simplificó los trámites y permite compensar excedentes. Con una instalación bien dimensionada, el ahorro en la factura se sitúa entre el 50 % y el 70 %, y la inversión se recupera en 5-7 años.',
      ],
      figures: [
        { value: '50-70 %', label: 'de ahorro en la factura de la luz' },
        { value: '0,05-0,08 €/kWh', label: 'por la energía excedente compensada' },
        { value: '450-550 W', label: 'de potencia por panel' },
        { value: '5-7 años', label: 'para amortizar la instalación' },
      ],
    },
    {
      kind: 'cards',
      id: 'beneficios',
      heading: 'Beneficios del autoconsumo solar',
      columns: 4,
      cards: [
        {
          icon: 'piggy-bank',
          title: 'Factura hasta un 70 % más baja',
          text: 'Cada kWh que produces y consumes es un kWh que no pagas a la comercializadora, ni su término de energía ni los impuestos asociados.',
        },
        {
          icon: 'chart',
          title: 'Amortización en 5-7 años',
          text: 'El ahorro mensual devuelve la inversión en pocos años. Después, la energía de tus paneles es prácticamente gratuita.',
        },
        {
          icon: 'shield',
          title: '25 años de garantía',
          text: 'Los paneles tienen 25 años de garantía y una vida útil de 25-30 años, con un mantenimiento mínimo.',
        },
        {
          icon: 'euro',
          title: 'Excedentes que se descuentan',
          text: 'La energía que no consumes se vierte a la red y se descuenta de tu factura a unos 0,05-0,08 €/kWh.',
        },
        {
          icon: 'bolt',
          title: 'Menos expuesto a subidas',
          text: 'Cuanta más energía produces tú mismo, menos te afectan las subidas del precio de la electricidad.',
        },
        {
          icon: 'smartphone',
          title: 'Control desde el móvil',
          text: 'Consulta en tiempo real cuánto produces, cuánto consumes y cuánto viertes a la red desde una aplicación en tu teléfono.',
        },
        {
          icon: 'leaf',
          title: 'Energía limpia en casa',
          text: 'Reduce las emisiones de tu consumo y mejora la calificación energética de la vivienda o del local.',
        },
      ],
    },
    {
      kind: 'table',
      id: 'modalidades',
      heading: 'Modalidades de autoconsumo: con excedentes o con baterías',
      intro: [
        'El Real Decreto 244/2019 distingue entre instalaciones que pueden verter a la red la energía que sobra y las que no la vierten. Para una vivienda o un pequeño negocio, las dos opciones más habituales son estas.',
      ],
      caption: 'Comparativa de las dos modalidades de autoconsumo más habituales',
      columns: ['Aspecto', 'Con compensación de excedentes', 'Sin excedentes, con baterías'],
      rows: [
        [
          'Energía que sobra',
          'Se vierte a la red y se descuenta en la factura mensual, a unos 0,05-0,08 €/kWh.',
          'Se guarda en las baterías y se consume por la tarde y por la noche. No se vierte a la red: con las baterías llenas, el inversor limita la producción.',
        ],
        [
          'Equipo necesario',
          'Paneles, inversor y protecciones; un contador bidireccional que gestiona la distribuidora.',
          'Paneles, inversor híbrido, baterías y un sistema antivertido que impide inyectar energía en la red.',
        ],
        [
          'Inversión',
          'Menor: no necesita baterías.',
          'Mayor, por el coste de las baterías, a cambio de aprovechar más la energía propia.',
        ],
        [
          'Trámites',
          'Registro de autoconsumo y acuerdo de compensación con la comercializadora.',
          'Más sencillos: sin acuerdo de compensación, solo la legalización y el registro de la instalación.',
        ],
        [
          'Límite del descuento',
          'La compensación no puede superar el coste de la energía comprada a la red en el mes.',
          'No aplica: toda la energía se usa en la propia instalación.',
        ],
        [
          'Ideal para',
          'Hogares y negocios con consumo sobre todo de día y que buscan la opción más rentable.',
          'Hogares con mucho consumo de tarde y noche o que quieren más independencia de la red.',
        ],
      ],
      note: 'Las baterías también pueden añadirse más adelante a una instalación con compensación si el inversor está preparado. Lo tenemos en cuenta al diseñarla.',
    },
    {
      kind: 'list',
      id: 'componentes',
      heading: 'Componentes de una instalación de autoconsumo',
      items: [
        {
          title: 'Paneles solares',
          text: 'Módulos monocristalinos de 450-550 W cada uno, con 25 años de garantía y una vida útil de 25-30 años. Su número depende de la potencia: una instalación de 3 kW lleva unos seis paneles de 500 W.',
        },
        {
          title: 'Inversor',
          text: 'Convierte la corriente continua de los paneles en corriente alterna para la vivienda. Puede ser de string, con microinversores cuando hay sombras parciales, o híbrido si la instalación lleva baterías. Incluye la monitorización desde el móvil.',
        },
        {
          title: 'Baterías (opcionales)',
          text: 'Almacenan la energía sobrante del día para usarla por la noche. Se dimensionan según el consumo nocturno de la vivienda y pueden instalarse desde el principio o más adelante.',
        },
        {
          title: 'Estructura de soporte',
          text: 'Fija los paneles al tejado con la inclinación y la orientación adecuadas: coplanar sobre teja o chapa, o con soportes inclinados en cubierta plana. Es de aluminio o acero galvanizado, resistente a la intemperie.',
        },
      ],
      note: 'Completan la instalación el cableado y las protecciones eléctricas (magnetotérmicos, diferenciales y protección contra sobretensiones), conforme a la ITC-BT-40 del Reglamento Electrotécnico para Baja Tensión, que regula las instalaciones generadoras.',
    },
  ],
  faq: {
    heading: 'Preguntas frecuentes sobre el autoconsumo solar',
    description:
      'Respuestas claras sobre baterías, excedentes, número de paneles y mantenimiento de una instalación de autoconsumo.',
    items: [
      {
        question: '¿Necesito baterías para tener autoconsumo?',
        answer:
          'No. La mayoría de las instalaciones funcionan sin baterías y con compensación de excedentes, que es la opción con menor inversión. Las baterías interesan si consumes mucho por la tarde y por la noche, y pueden añadirse más adelante si el inversor es híbrido.',
      },
      {
        question: '¿Cuánto me pagan por la energía que no consumo?',
        answer:
          'Con la compensación simplificada, la energía que viertes a la red se descuenta de tu factura a unos 0,05-0,08 €/kWh, según tu comercializadora. El descuento se aplica cada mes y no puede superar el importe de la energía que has comprado a la red en ese periodo.',
      },
      {
        question: '¿Cuántas placas solares necesito en mi casa?',
        answer:
          'Depende de tu consumo anual y del espacio en el tejado. Con paneles de 450-550 W, una instalación de 3 kW lleva unos seis paneles, y las viviendas con más consumo llegan a 15 kW. En el estudio gratuito calculamos la potencia a partir de tus facturas.',
      },
      {
        question: '¿Qué pasa de noche o en los días nublados?',
        answer:
          'Tu vivienda sigue conectada a la red y toma de ella la electricidad que los paneles no cubren, sin cortes ni cambios para ti. Con baterías, buena parte del consumo nocturno se cubre con la energía almacenada durante el día.',
      },
      {
        question: '¿Qué mantenimiento necesita una instalación de autoconsumo?',
        answer:
          'Muy poco: limpiar los paneles cuando acumulan polvo y una revisión periódica de las conexiones y protecciones. Desde el móvil verás la producción cada día, así que detectarás enseguida cualquier bajada anómala.',
      },
    ],
  },
  closing: {
    heading: '¿Cuánto pagarías de luz con autoconsumo?',
    text: 'Envíanos una factura reciente y te calculamos sin compromiso la potencia adecuada, el ahorro estimado y el plazo de amortización de tu instalación.',
    cta: { label: 'Calcular mi ahorro ahora', href: '/solicitar-presupuesto', behaviour: 'page' },
  },
}
