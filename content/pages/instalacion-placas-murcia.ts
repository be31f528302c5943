import type { LandingPage } from '../types'

// Solar in the Región de Murcia. Spec: hero button 'Solicitar presupuesto';
// why Murcia; three service zones with a quote button each; three customer
// types with 'Más información'; local-installer advantages; five FAQs; closing
// button 'Solicitar estudio gratuito'.
export const instalacionPlacasMurcia: LandingPage = {
  path: '/instalacion-placas-murcia',
  seo: {
    title: 'Instalación de placas solares en Murcia',
    description:
      'Instaladores de placas solares en toda la Región de Murcia: más de 3.000 horas de sol al año, amortización en 4-6 años y ayudas de hasta el 40 % tramitadas.',
    keywords: [
      'placas solares murcia',
      'instalación placas solares murcia',
      'instaladores placas solares murcia',
      'paneles solares murcia',
      'autoconsumo murcia',
      'placas solares cartagena',
      'placas solares cieza',
      'empresa placas solares región de murcia',
    ],
    schemaType: 'Service',
    category: 'solar',
    h2Secondary: [
      'Zonas de la Región de Murcia donde instalamos',
      'Placas solares para viviendas, comunidades y empresas en Murcia',
      'Ventajas de un instalador local',
    ],
    h3Strategic: [
      'Placas solares en Murcia capital y la Huerta',
      'Placas solares en la costa y el Mar Menor',
      'Placas solares en el interior y el Noroeste',
    ],
  },
  hero: {
    h1: 'Instalación de placas solares en Murcia',
    subtitle:
      'Pocas regiones de Europa tienen tanto sol como la nuestra. Desde Cieza instalamos placas solares en toda la Región de Murcia, con estudio gratuito, presupuesto sin compromiso y ayudas tramitadas.',
    picture: {
      artwork: 'hero-solar-field',
      alt: 'Ilustración de paneles solares bajo un sol intenso en un paisaje de la Región de Murcia',
    },
    cta: { label: 'Solicitar presupuesto', href: '/solicitar-presupuesto', behaviour: 'page' },
  },
  sections: [
    {
      kind: 'text',
      id: 'por-que-murcia',
      heading: 'Por qué instalar placas solares en Murcia',
      paragraphs: [
        'La Región de Murcia disfruta de más de 300 días de sol y más de 3.000 horas de sol al año, con una irradiación de 1.700-1.900 kWh/m² al año, entre las más altas de la Península. Cada panel produce aquí más energía que el mismo panel en el norte de España, y eso se nota en la factura.',
        'Con tanta producción, una instalación en Murcia se amortiza en 4-6 años y puede reducir la factura de la luz hasta un 70 %. El consumo de climatización en verano coincide además con las horas de más sol, justo cuando los paneles producen al máximo.',
        'El clima también tiene sus exigencias: el calor del verano, el polvo y los episodios de calima, o el ambiente salino de la costa. Elegimos estructuras y tornillería resistentes a la corrosión, dejamos ventilación bajo los paneles y te indicamos cuándo conviene limpiarlos.',
        'Además, las ayudas regionales pueden cubrir hasta el 40 % de la inversión. Te decimos a cuáles puedes optar y tramitamos toda la documentación por ti.',
      ],
      figures: [
        { value: 'Más de 300', label: 'días de sol al año' },
        { value: 'Más de 3.000', label: 'horas de sol al año' },
        { value: '1.700-1.900 kWh/m²', label: 'de irradiación solar al año' },
        { value: '4-6 años', label: 'para amortizar la instalación en Murcia' },
      ],
    },
    {
      kind: 'zones',
      id: 'zonas',
      heading: 'Zonas de la Región de Murcia donde instalamos',
      intro: [
        'Nuestra base está en Cieza, en la Vega Alta del Segura, y trabajamos en todos los municipios de la región. Estas son las tres zonas en las que organizamos las visitas y los montajes.',
      ],
      zones: [
        {
          name: 'Murcia capital y Huerta',
          places: [
            'Murcia',
            'El Palmar',
            'Espinardo',
            'La Alberca',
            'Molina de Segura',
            'Alcantarilla',
            'Las Torres de Cotillas',
            'Santomera',
            'Beniel',
          ],
          text: 'Viviendas unifamiliares y casas de huerta en las pedanías, edificios de viviendas en la ciudad y locales comerciales. En los cascos urbanos revisamos con especial atención las sombras de edificios cercanos y la normativa municipal.',
          cta: { label: 'Solicitar presupuesto', href: '/solicitar-presupuesto', behaviour: 'page' },
        },
        {
          name: 'Costa y Mar Menor',
          places: [
            'Cartagena',
            'San Javier',
            'San Pedro del Pinatar',
            'Los Alcázares',
            'Torre-Pacheco',
            'La Manga del Mar Menor',
            'Mazarrón',
            'Águilas',
          ],
          text: 'Primeras y segundas residencias, comunidades de apartamentos y negocios turísticos. Cerca del mar usamos estructuras de aluminio y tornillería de acero inoxidable, preparadas para el ambiente salino.',
          cta: { label: 'Solicitar presupuesto', href: '/solicitar-presupuesto', behaviour: 'page' },
        },
        {
          name: 'Interior y Noroeste',
          places: [
            'Cieza',
            'Abarán',
            'Blanca',
            'Archena',
            'Mula',
            'Calasparra',
            'Caravaca de la Cruz',
            'Cehegín',
            'Bullas',
            'Moratalla',
            'Jumilla',
            'Yecla',
          ],
          text: 'Casas de campo, viviendas unifamiliares, naves agrícolas, almacenes y bodegas. Es nuestra zona de origen: aquí respondemos con más rapidez y conocemos de primera mano los tejados y las explotaciones de la comarca.',
          cta: { label: 'Solicitar presupuesto', href: '/solicitar-presupuesto', behaviour: 'page' },
        },
      ],
    },
    {
      kind: 'cards',
      id: 'tipos-de-cliente',
      heading: 'Placas solares para viviendas, comunidades y empresas en Murcia',
      columns: 3,
      cards: [
        {
          icon: 'home',
          title: 'Viviendas unifamiliares',
          text: 'Instalaciones de 3 kW a 15 kW en el tejado de tu casa, con compensación de excedentes o con baterías para consumir la energía solar también por la noche.',
          points: [
            'Estudio de consumo y de cubierta gratuito',
            'Montaje en 1-3 días',
            'Seguimiento de la producción desde el móvil',
          ],
          cta: { label: 'Más información', href: '/solicitar-presupuesto', behaviour: 'page' },
        },
        {
          icon: 'building',
          title: 'Comunidades de vecinos',
          text: 'Autoconsumo colectivo en la cubierta del edificio, con la energía repartida entre los vecinos participantes y las zonas comunes según el Real Decreto 244/2019.',
          points: [
            'Propuesta lista para la junta de propietarios',
            'Coeficientes de reparto por vecino',
            'Proyecto técnico y legalización incluidos',
          ],
          cta: { label: 'Más información', href: '/solicitar-presupuesto', behaviour: 'page' },
        },
        {
          icon: 'factory',
          title: 'Empresas',
          text: 'Instalaciones de más de 15 kW para comercios, naves industriales, explotaciones agrícolas y bodegas, que consumen sobre todo de día, cuando los paneles más producen.',
          points: [
            'Estudio a medida de las curvas de consumo',
            'Proyecto técnico para instalaciones de más de 10 kW',
            'Tramitación de permisos y ayudas',
          ],
          cta: { label: 'Más información', href: '/solicitar-presupuesto', behaviour: 'page' },
        },
      ],
    },
    {
      kind: 'cards',
      id: 'instalador-local',
      heading: 'Ventajas de un instalador local',
      columns: 4,
      cards: [
        {
          icon: 'certificate',
          title: 'Más de 30 años de experiencia',
          text: 'Llevamos más de 30 años haciendo instalaciones eléctricas en la región. Conocemos los tejados, el clima y los trámites de cada ayuntamiento.',
        },
        {
          icon: 'map-pin',
          title: 'Cerca de ti',
          text: 'Desde Cieza llegamos a cualquier punto de la región. La visita técnica es gratuita y el presupuesto, sin compromiso.',
        },
        {
          icon: 'document',
          title: 'Trámites y ayudas resueltos',
          text: 'Gestionamos la licencia municipal, la legalización ante la Comunidad Autónoma y la solicitud de las ayudas regionales de principio a fin.',
        },
        {
          icon: 'wrench',
          title: 'Servicio después de instalar',
          text: 'Seguimos a tu lado tras la puesta en marcha, con servicio de urgencias 24 horas, 7 días a la semana, y una respuesta que en la zona de Murcia suele llegar en menos de 2 horas.',
        },
      ],
    },
  ],
  faq: {
    heading: 'Preguntas frecuentes sobre placas solares en Murcia',
    description:
      'Rentabilidad, clima, ayudas y permisos: lo que conviene saber antes de instalar placas solares en la Región de Murcia.',
    items: [
      {
        question: '¿Es rentable instalar placas solares en Murcia?',
        answer:
          'Sí, y más que en la mayor parte de España. Con más de 3.000 horas de sol y una irradiación de 1.700-1.900 kWh/m² al año, la inversión suele recuperarse en 4-6 años, y los paneles siguen produciendo durante 25-30 años.',
      },
      {
        question: '¿Afecta el calor del verano al rendimiento de los paneles?',
        answer:
          'Los paneles pierden algo de rendimiento con temperaturas muy altas, pero en Murcia la cantidad de sol compensa con creces esa pérdida. Para reducirla dejamos una buena ventilación bajo los paneles y elegimos módulos con buen comportamiento térmico.',
      },
      {
        question: '¿Qué ayudas hay para placas solares en la Región de Murcia?',
        answer:
          'Las ayudas regionales pueden cubrir hasta el 40 % de la inversión, y algunos ayuntamientos bonifican impuestos municipales como el ICIO. Las convocatorias cambian cada año: en la visita te indicamos las que están abiertas y tramitamos tu solicitud.',
      },
      {
        question: '¿Trabajáis en mi municipio?',
        answer:
          'Trabajamos en toda la Región de Murcia: Murcia capital y la Huerta, la costa y el Mar Menor, y el interior y el Noroeste. Tenemos la base en Cieza y también atendemos instalaciones en Valencia, Alicante y Albacete.',
      },
      {
        question: '¿Necesito permiso del ayuntamiento para instalar placas solares?',
        answer:
          'Sí: según el municipio, una licencia de obra menor o una declaración responsable. Nosotros la preparamos y la presentamos, y si la instalación supera 10 kW redactamos también el proyecto técnico. Desde la firma del contrato, todo el proceso suele durar 2-3 meses.',
      },
    ],
  },
  closing: {
    heading: 'Aprovecha el sol de Murcia en tu tejado',
    text: 'Visitamos tu vivienda, comunidad o empresa sin coste, calculamos cuánto ahorrarías y te enviamos un presupuesto sin compromiso por correo electrónico o WhatsApp.',
    cta: { label: 'Solicitar estudio gratuito', href: '/solicitar-presupuesto', behaviour: 'page' },
  },
}
