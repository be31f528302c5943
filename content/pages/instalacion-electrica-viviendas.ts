import type { LandingPage } from '../types'

// Home electrical installations: new build, renovations, home automation and
// certificates (boletín / CIE). Spec §2 and §9.
export const instalacionElectricaViviendas: LandingPage = {
  path: '/instalacion-electrica-viviendas',
  seo: {
    title: 'Instalación eléctrica en viviendas: obra y reforma',
    description:
      'Instalación eléctrica de viviendas nuevas y reformas, domótica y boletín (CIE). Vivienda completa en 3-5 días laborables. Visita y presupuesto gratis.',
    keywords: [
      'instalación eléctrica vivienda',
      'reforma instalación eléctrica',
      'instalación eléctrica obra nueva',
      'boletín eléctrico vivienda',
      'certificado de instalación eléctrica',
      'domótica vivienda',
      'cambiar instalación eléctrica piso',
      'precio instalación eléctrica vivienda',
      'itc-bt-25',
    ],
    schemaType: 'Service',
    category: 'electrical',
    h2Secondary: [
      'Servicios de instalación eléctrica para viviendas',
      'Cómo renovamos la instalación eléctrica de tu vivienda',
    ],
    h3Strategic: [
      'Grado de electrificación básico o elevado',
      'Domótica en viviendas',
      'Boletín eléctrico o CIE',
      'Protección diferencial de 30 mA',
    ],
  },
  hero: {
    h1: 'Instalación eléctrica en viviendas nuevas y reformas',
    subtitle:
      'Hacemos la instalación eléctrica completa de pisos y casas, de la obra nueva a la reforma integral, con domótica si la quieres y el boletín tramitado al terminar. Una vivienda completa, en 3-5 días laborables.',
    picture: {
      artwork: 'hero-electrical-home',
      alt: 'Ilustración del interior de una vivienda con puntos de luz, enchufes y cuadro eléctrico',
    },
    cta: { label: 'Solicitar presupuesto', href: '/solicitar-presupuesto', behaviour: 'page' },
  },
  sections: [
    {
      kind: 'text',
      id: 'instalacion-electrica-viviendas',
      heading: 'Instalación eléctrica en viviendas conforme al REBT',
      paragraphs: [
        'La instalación eléctrica de una vivienda se diseña según la ITC-BT-25 del REBT, que fija los circuitos mínimos: alumbrado, enchufes de uso general, cocina y horno, lavadora, lavavajillas y termo, y enchufes de baño y cocina. Cada circuito lleva su magnetotérmico y la sección de cable que le corresponde, y todos quedan protegidos por diferenciales de 30 mA.',
        'La ITC-BT-10 distingue dos grados de electrificación. La básica, de al menos 5.750 W, cubre los usos habituales; la elevada, de al menos 9.200 W, corresponde a viviendas de más de 160 m² o con calefacción eléctrica o aire acondicionado previstos, entre otros casos. En la visita te decimos cuál necesita la tuya.',
        'Llevamos más de 30 años haciendo instalaciones de vivienda. Una instalación completa lleva 3-5 días laborables y termina con las verificaciones y el certificado de instalación eléctrica, el boletín que necesitas para contratar la luz.',
      ],
      figures: [
        { value: '3-5 días laborables', label: 'instalación completa de una vivienda' },
        { value: '30 mA', label: 'sensibilidad de los diferenciales que protegen a las personas' },
        { value: 'Más de 30 años', label: 'de experiencia en instalaciones de vivienda' },
      ],
    },
    {
      kind: 'cards',
      id: 'servicios',
      heading: 'Servicios de instalación eléctrica para viviendas',
      columns: 2,
      cards: [
        {
          icon: 'home',
          title: 'Obra nueva',
          text: 'Instalación completa desde la caja general de protección hasta el último enchufe: derivación individual, cuadro general, circuitos, toma de tierra y mecanismos, con la memoria técnica y el boletín para dar de alta el suministro.',
          points: [
            'Previsión de cargas y grado de electrificación',
            'Preinstalación para recarga de vehículo eléctrico y placas solares',
            'Coordinación con el resto de oficios de la obra',
          ],
        },
        {
          icon: 'wrench',
          title: 'Reformas',
          text: 'Renovamos instalaciones antiguas: cable nuevo, circuitos separados, toma de tierra y cuadro con diferenciales de 30 mA. Si la reforma es parcial, adaptamos lo que se toca y revisamos el resto.',
          points: [
            'Sustitución del cableado y de los mecanismos',
            'Circuitos nuevos para aire acondicionado, inducción o termo',
            'Aumento de potencia y cambio de cuadro',
          ],
        },
        {
          icon: 'smartphone',
          title: 'Domótica',
          text: 'Persianas, iluminación, climatización y alarmas técnicas de fuga de agua o humo, controladas desde el móvil o con programaciones, conforme a la ITC-BT-51.',
          points: [
            'Control desde el móvil',
            'Escenas y horarios de luces y persianas',
            'Detectores de fuga de agua con corte de la válvula',
          ],
        },
        {
          icon: 'certificate',
          title: 'Boletines y certificados (CIE)',
          text: 'Emitimos el certificado de instalación eléctrica (CIE), el boletín, y lo tramitamos ante Industria. Lo necesitas para dar de alta la luz, para subir la potencia por encima de la que admite tu instalación o después de una reforma importante.',
          points: [
            'Revisión y adecuación de instalaciones sin documentación',
            'Certificado para aumento de potencia',
            'Trámite ante el órgano competente en industria',
          ],
        },
      ],
    },
    {
      kind: 'steps',
      id: 'proceso',
      heading: 'Cómo renovamos la instalación eléctrica de tu vivienda',
      steps: [
        {
          title: 'Visita técnica gratuita',
          text: 'Revisamos el cuadro, la toma de tierra y el estado del cableado, y anotamos qué aparatos usas y cuáles tienes previstos.',
        },
        {
          title: 'Presupuesto detallado',
          text: 'Te lo enviamos por correo electrónico o WhatsApp, con partidas, materiales y plazo, sin compromiso.',
        },
        {
          title: 'Ejecución en 3-5 días laborables',
          text: 'Abrimos las rozas necesarias, pasamos el cable nuevo, montamos el cuadro y los mecanismos y dejamos la zona de trabajo recogida al final de cada jornada.',
        },
        {
          title: 'Verificación y boletín',
          text: 'Medimos el aislamiento y la toma de tierra, probamos los diferenciales de 30 mA y emitimos el certificado de instalación eléctrica.',
        },
      ],
    },
    {
      kind: 'list',
      id: 'senales',
      heading: 'Señales de que tu instalación necesita una reforma',
      items: [
        {
          title: 'Salta la luz a menudo',
          text: 'Si el limitador o el diferencial saltan al juntar varios aparatos, la instalación se ha quedado corta de potencia o de circuitos.',
        },
        {
          title: 'No hay toma de tierra',
          text: 'Muchas viviendas antiguas no tienen toma de tierra o tienen enchufes sin ella. Sin tierra, una derivación en un electrodoméstico no se detecta hasta que la corriente pasa por quien lo toca.',
        },
        {
          title: 'Cuadro antiguo o sin diferencial',
          text: 'Fusibles de rosca, interruptores de porcelana o un cuadro sin diferencial de 30 mA son motivo suficiente para renovar.',
        },
        {
          title: 'Enchufes calientes o ennegrecidos',
          text: 'El calor y las marcas oscuras indican conexiones flojas o cables insuficientes para la carga: es un riesgo de incendio que conviene revisar cuanto antes.',
        },
        {
          title: 'Regletas por toda la casa',
          text: 'Si faltan enchufes y todo cuelga de regletas, es buen momento para redistribuir circuitos y puntos de toma.',
        },
      ],
    },
  ],
  faq: {
    heading: 'Preguntas frecuentes sobre la instalación eléctrica de viviendas',
    description:
      'Plazos, normativa y papeles: respuestas claras antes de renovar o estrenar la instalación eléctrica de tu casa.',
    items: [
      {
        question: '¿Cuánto se tarda en hacer la instalación eléctrica de una vivienda?',
        answer:
          'Una instalación completa lleva 3-5 días laborables, según la superficie, el número de circuitos y si hay que abrir rozas nuevas. Al terminar hacemos las verificaciones y emitimos el boletín.',
      },
      {
        question: '¿Qué es el CIE o boletín eléctrico?',
        answer:
          'El certificado de instalación eléctrica (CIE), conocido como boletín, es el documento con el que una empresa instaladora habilitada certifica que la instalación cumple el REBT, e indica su potencia máxima admisible. Lo necesitas para dar de alta el suministro y para subir la potencia por encima de esa cifra.',
      },
      {
        question: '¿Puedo seguir viviendo en casa durante la reforma eléctrica?',
        answer:
          'En la mayoría de los casos, sí. Trabajamos por zonas y al final de cada jornada dejamos en servicio los circuitos imprescindibles. Eso sí, durante esos días habrá algo de polvo y algún corte de luz programado.',
      },
      {
        question: '¿Qué diferencial necesita una vivienda?',
        answer:
          'La ITC-BT-25 exige interruptores diferenciales de 30 mA que protejan todos los circuitos; en viviendas con muchos circuitos instalamos varios para que un fallo no deje toda la casa sin luz. Conviene pulsar su botón de prueba de vez en cuando para comprobar que disparan.',
      },
      {
        question: '¿Merece la pena instalar domótica?',
        answer:
          'Si vas a hacer una reforma integral, es el mejor momento: dejar preparado el cableado ahora es mucho más sencillo que hacerlo después, y te permite controlar persianas, luces y climatización desde el móvil. Para viviendas en las que no se quiere hacer obra también hay soluciones inalámbricas.',
      },
    ],
  },
  closing: {
    heading: '¿Vas a construir o reformar tu vivienda?',
    text: 'Te visitamos sin coste, revisamos la instalación actual y te enviamos un presupuesto detallado por correo electrónico o WhatsApp, sin compromiso.',
    cta: { label: 'Solicitar presupuesto', href: '/solicitar-presupuesto', behaviour: 'page' },
  },
}
