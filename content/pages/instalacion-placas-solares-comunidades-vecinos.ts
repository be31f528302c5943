import type { LandingPage } from '../types'

// Residents'-community solar page. Spec: hero, explanation of collective
// self-consumption, six advantages, four how-it-works steps, requirements,
// three FAQs and a closing call to action to the quote page.
export const instalacionPlacasSolaresComunidadesVecinos: LandingPage = {
  path: '/instalacion-placas-solares-comunidades-vecinos',
  seo: {
    title: 'Placas solares para comunidades de vecinos',
    description:
      'Autoconsumo colectivo para comunidades de vecinos: reparto de la energía por coeficientes, acuerdo de junta y trámites del RD 244/2019. Estudio gratuito.',
    keywords: [
      'placas solares comunidad de vecinos',
      'autoconsumo colectivo',
      'placas solares para comunidades',
      'coeficientes de reparto autoconsumo',
      'placas solares edificio',
      'autoconsumo compartido',
      'real decreto 244/2019',
    ],
    schemaType: 'Service',
    category: 'solar',
    h2Secondary: [
      'Ventajas del autoconsumo colectivo para la comunidad',
      'Cómo funciona la instalación en una comunidad de vecinos',
      'Requisitos para instalar placas solares en una comunidad',
    ],
    h3Strategic: [
      'Acuerdo de la junta de propietarios',
      'Coeficientes de reparto de la energía',
      'Zonas comunes y ascensor',
    ],
  },
  hero: {
    h1: 'Placas solares para comunidades de vecinos',
    subtitle:
      'Aprovecha la cubierta del edificio para producir electricidad que se reparte entre los vecinos y las zonas comunes. Nos ocupamos del estudio, la junta, la instalación y todos los trámites.',
    picture: {
      artwork: 'hero-solar-community',
      alt: 'Ilustración de un edificio de viviendas con placas solares en la azotea comunitaria',
    },
    cta: { label: 'Solicitar presupuesto', href: '/solicitar-presupuesto', behaviour: 'page' },
  },
  sections: [
    {
      kind: 'text',
      id: 'autoconsumo-colectivo',
      heading: 'Autoconsumo colectivo: placas solares para comunidades de vecinos',
      paragraphs: [
        'El autoconsumo colectivo permite que varios consumidores compartan una misma instalación de placas solares. En un edificio, los paneles se colocan en la cubierta común y la electricidad que producen se reparte entre los vecinos que participan y, si la comunidad lo decide, también entre los servicios comunes: ascensor, alumbrado de escaleras, garaje o bombas de agua.',
        'Lo regula el Real Decreto 244/2019, que fija las condiciones técnicas, administrativas y económicas del autoconsumo en España. Cada participante conserva su propio contrato de luz con la comercializadora que elija; lo que cambia es que una parte de su consumo se cubre con la energía solar del edificio.',
        'La energía se reparte mediante coeficientes de reparto: el porcentaje de la producción que corresponde a cada participante. Pueden ser fijos o adaptarse a lo que aporta o consume cada vecino, y se recogen en un acuerdo firmado por todos los participantes que se comunica a la distribuidora a través de las comercializadoras.',
        'Antes de instalar, la junta de propietarios debe aprobar el uso de la cubierta común. La Ley de Propiedad Horizontal facilita este acuerdo: la instalación de sistemas de aprovechamiento de energías renovables puede aprobarse con el voto favorable de un tercio de los propietarios que representen un tercio de las cuotas de participación.',
      ],
      figures: [
        { value: 'Un tercio', label: 'de propietarios y de cuotas basta para aprobarla en junta' },
        { value: '1-3 días', label: 'de montaje en la cubierta' },
        { value: '25-30 años', label: 'de vida útil de los paneles' },
        { value: 'Más de 30 años', label: 'de experiencia en instalaciones eléctricas y solares' },
      ],
    },
    {
      kind: 'cards',
      id: 'ventajas',
      heading: 'Ventajas del autoconsumo colectivo para la comunidad',
      columns: 3,
      cards: [
        {
          icon: 'piggy-bank',
          title: 'Ahorro para cada vecino',
          text: 'Cada participante consume gratis la energía solar que le corresponde y paga menos en su factura, sin renunciar a su contrato ni a su comercializadora.',
        },
        {
          icon: 'building',
          title: 'Zonas comunes más baratas',
          text: 'El ascensor, el alumbrado y las bombas funcionan sobre todo de día. Cubrirlos con energía solar reduce los gastos de comunidad.',
        },
        {
          icon: 'euro',
          title: 'Inversión compartida',
          text: 'El coste se reparte entre los participantes, de modo que cada vecino accede al autoconsumo con una inversión menor que si instalara solo.',
        },
        {
          icon: 'panel',
          title: 'Aprovecha la cubierta común',
          text: 'Una azotea o un tejado que hoy no se usa pasa a producir electricidad para todos, sin ocupar el espacio privado de ningún vecino.',
        },
        {
          icon: 'users',
          title: 'Reparto justo y flexible',
          text: 'Los coeficientes de reparto se ajustan a lo que aporta o consume cada participante y pueden modificarse si cambian las circunstancias.',
        },
        {
          icon: 'leaf',
          title: 'Edificio más eficiente',
          text: 'La producción renovable mejora la calificación energética del edificio y reduce sus emisiones, algo que valoran compradores e inquilinos.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'como-funciona',
      heading: 'Cómo funciona la instalación en una comunidad de vecinos',
      steps: [
        {
          title: 'Estudio de la cubierta y los consumos',
          text: 'Visitamos el edificio sin coste, medimos la cubierta, revisamos sombras y orientación y analizamos los consumos de los vecinos interesados y de las zonas comunes.',
        },
        {
          title: 'Propuesta para la junta',
          text: 'Preparamos un presupuesto sin compromiso con la potencia, el ahorro por vecino y la propuesta de coeficientes de reparto, listo para presentarlo en la junta de propietarios.',
        },
        {
          title: 'Acuerdo, permisos y ayudas',
          text: 'Con el acuerdo de la junta, redactamos el proyecto técnico cuando la instalación supera 10 kW, tramitamos la licencia municipal y solicitamos las ayudas a las que pueda optar la comunidad.',
        },
        {
          title: 'Instalación y legalización',
          text: 'Montamos la instalación en 1-3 días, la legalizamos conforme al Real Decreto 244/2019 y comunicamos el acuerdo de reparto. Cada vecino puede seguir la producción desde el móvil.',
        },
      ],
    },
    {
      kind: 'list',
      id: 'requisitos',
      heading: 'Requisitos para instalar placas solares en una comunidad',
      items: [
        {
          title: 'Acuerdo de la junta de propietarios',
          text: 'La instalación en la cubierta común se aprueba en junta con el voto de un tercio de los propietarios que representen un tercio de las cuotas, según la Ley de Propiedad Horizontal.',
        },
        {
          title: 'Cubierta adecuada',
          text: 'Una azotea o tejado con espacio suficiente, pocas sombras y una estructura capaz de soportar los paneles. La orientación sur es la mejor; este u oeste pierden un 10-15 % de producción.',
        },
        {
          title: 'Acuerdo de reparto firmado',
          text: 'Un documento firmado por todos los participantes con el coeficiente de reparto de cada uno, que se entrega a las comercializadoras y llega a la distribuidora.',
        },
        {
          title: 'Contrato de suministro de cada participante',
          text: 'Cada vecino que participa necesita su propio contrato de luz en vigor. No tiene que cambiar de comercializadora para sumarse.',
        },
        {
          title: 'Proyecto técnico por encima de 10 kW',
          text: 'Las instalaciones de más de 10 kW, habituales en edificios, requieren un proyecto técnico firmado. Lo redactamos nosotros y lo incluimos en el presupuesto.',
        },
        {
          title: 'Licencia municipal',
          text: 'Licencia de obra o declaración responsable ante el ayuntamiento, según el municipio. Nos encargamos de presentarla.',
        },
      ],
      note: 'Tramitamos la legalización completa de la instalación y la solicitud de las ayudas regionales, que pueden cubrir hasta el 40 % de la inversión.',
    },
  ],
  faq: {
    heading: 'Preguntas frecuentes sobre placas solares en comunidades',
    description:
      'Dudas habituales de presidentes, administradores de fincas y vecinos antes de llevar el autoconsumo colectivo a la junta.',
    items: [
      {
        question: '¿Qué mayoría hace falta en la junta para instalar placas solares?',
        answer:
          'La Ley de Propiedad Horizontal permite aprobar la instalación de sistemas de energías renovables con el voto favorable de un tercio de los propietarios que representen un tercio de las cuotas de participación. Los propietarios que no votaron a favor no están obligados a pagarla; si más adelante quieren sumarse, pueden hacerlo abonando la parte que les corresponda.',
      },
      {
        question: '¿Cómo se reparte la energía entre los vecinos?',
        answer:
          'Mediante coeficientes de reparto: cada participante recibe un porcentaje de la producción, normalmente proporcional a lo que ha aportado o a lo que consume. Los coeficientes se fijan en un acuerdo firmado por todos los participantes y pueden modificarse, por ejemplo, si un vecino vende su piso o se incorpora uno nuevo.',
      },
      {
        question: '¿Qué ocurre con la energía que no se consume?',
        answer:
          'Si la instalación se acoge a la compensación de excedentes, la energía que cada vecino no consume se descuenta de su factura a final de mes, en proporción a su coeficiente de reparto. Así se aprovecha también la producción de las horas en que el piso está vacío.',
      },
    ],
  },
  closing: {
    heading: 'Lleva el autoconsumo colectivo a tu próxima junta',
    text: 'Pide un estudio gratuito del edificio: te enviamos un presupuesto sin compromiso con el ahorro estimado por vecino, listo para presentarlo a la comunidad.',
    cta: { label: 'Solicitar estudio para mi comunidad', href: '/solicitar-presupuesto', behaviour: 'page' },
  },
}
