import { site } from './site'

// The three legal pages a Spanish business site must publish (LSSI-CE, GDPR,
// LOPDGDD) and the first layer of data-protection information shown beside
// the quote form. Every business fact is read from `site`, so a deployment
// with its own environment variables gets its own legal texts.

export type LegalSection = { heading: string; paragraphs: string[]; items?: string[] }

export type LegalPage = {
  path: '/aviso-legal' | '/politica-de-privacidad' | '/politica-de-cookies'
  /** The page's H1. */
  h1: string
  /** Search title, 30-60 characters, without the brand. */
  title: string
  /** Meta description, 120-160 characters. */
  description: string
  /** ISO date of the last update: '2026-11-21'. */
  updated: string
  intro: string
  sections: LegalSection[]
}

const updated = '2026-11-21'
const domain = site.url.replace(/^https?:\/\//, '')
const privacyUrl = `${site.url}/politica-de-privacidad`
const cookiesUrl = `${site.url}/politica-de-cookies`

const ownerItems = [
  `Titular: ${site.legal.name}`,
  `NIF: ${site.legal.nif}`,
  `Domicilio: ${site.legal.address}`,
  `Correo electrónico: ${site.email}`,
  `Teléfono: ${site.phone.display}`,
]

const avisoLegal: LegalPage = {
  path: '/aviso-legal',
  h1: 'Aviso legal',
  title: 'Aviso legal y datos identificativos del titular',
  description:
    'Aviso legal del sitio web: datos del titular exigidos por la LSSI, condiciones de uso, propiedad intelectual, responsabilidad y legislación aplicable.',
  updated,
  intro: `El presente aviso legal regula el acceso y el uso del sitio web ${domain} (en adelante, «el sitio web»), titularidad de ${site.legal.name} (en adelante, «el titular»). El acceso al sitio web atribuye la condición de usuario e implica la aceptación de las condiciones aquí recogidas en la versión publicada en el momento del acceso.`,
  sections: [
    {
      heading: '1. Datos identificativos del titular',
      paragraphs: [
        'En cumplimiento del deber de información establecido en el artículo 10 de la Ley 34/2002, de 11 de julio, de Servicios de la Sociedad de la Información y de Comercio Electrónico (LSSI-CE), se facilitan los siguientes datos del titular del sitio web:',
      ],
      items: [...ownerItems, `Datos registrales: ${site.legal.registry}`, `Sitio web: ${site.url}`],
    },
    {
      heading: '2. Objeto del sitio web',
      paragraphs: [
        `El sitio web tiene por objeto informar sobre los servicios que presta el titular bajo la marca ${site.brand}: instalaciones eléctricas, instalaciones de placas solares fotovoltaicas y servicios relacionados, en ${site.areaServed}, así como permitir a los usuarios solicitar presupuestos sin compromiso y ponerse en contacto con el titular.`,
        'La información publicada tiene carácter meramente informativo y no constituye una oferta vinculante. Las cifras de ahorro, producción, plazos o importes de ayudas y subvenciones son orientativas, dependen de cada instalación y de la normativa vigente en cada momento, y solo el presupuesto aceptado por escrito tendrá valor contractual.',
      ],
    },
    {
      heading: '3. Condiciones de uso',
      paragraphs: [
        'El acceso a las páginas públicas del sitio web es libre y gratuito y no requiere registro. El área de administración está reservada al personal autorizado del titular, y cualquier intento de acceso no autorizado a ella está prohibido.',
        'El usuario se compromete a hacer un uso diligente y lícito del sitio web y de sus contenidos, conforme a la ley, a la buena fe, al orden público y al presente aviso legal, y en particular a:',
      ],
      items: [
        'No utilizar el sitio web con fines ilícitos, lesivos de derechos o intereses de terceros, o que puedan dañarlo, inutilizarlo, sobrecargarlo o impedir su normal funcionamiento.',
        'No introducir ni difundir virus informáticos ni cualquier otro sistema que pueda causar daños en los sistemas del titular, de sus proveedores o de otros usuarios.',
        'Facilitar datos veraces a través del formulario de solicitud de presupuesto y no incluir datos de terceras personas sin su consentimiento.',
        'No enviar comunicaciones automatizadas, masivas o no solicitadas a través del formulario.',
      ],
    },
    {
      heading: '4. Propiedad intelectual e industrial',
      paragraphs: [
        'Todos los contenidos del sitio web, entre ellos los textos, ilustraciones, logotipos, marcas, diseño gráfico, estructura y código fuente, son titularidad del titular o de terceros que han autorizado su uso, y están protegidos por el Texto Refundido de la Ley de Propiedad Intelectual, aprobado por el Real Decreto Legislativo 1/1996, de 12 de abril, por la Ley 17/2001, de 7 de diciembre, de Marcas, y por el resto de la normativa aplicable.',
        'Queda prohibida la reproducción, distribución, comunicación pública, incluida la puesta a disposición, y transformación de todo o parte de los contenidos sin la autorización previa y por escrito del titular, salvo para el uso personal y privado del usuario. El acceso al sitio web no supone la cesión de ningún derecho sobre dichos contenidos.',
        'Las marcas y nombres comerciales de terceros que puedan aparecer en el sitio web, como los de redes sociales o plataformas de opiniones, pertenecen a sus respectivos titulares y se citan solo con fines identificativos.',
      ],
    },
    {
      heading: '5. Responsabilidad',
      paragraphs: [
        'Contenidos. El titular procura que la información del sitio web sea exacta y esté actualizada, pero no garantiza la ausencia de errores ni la vigencia en todo momento de la información sobre normativa, ayudas o subvenciones, que el usuario debe contrastar con las fuentes oficiales. El titular no será responsable de los daños que pudieran derivarse de decisiones tomadas únicamente a partir de dicha información.',
        'Disponibilidad. El titular no garantiza el acceso continuado e ininterrumpido al sitio web y no será responsable de las interrupciones, errores técnicos o fallos de seguridad ajenos a su control, pese a haber adoptado las medidas razonables para evitarlos. Podrá modificar, suspender o retirar contenidos en cualquier momento y sin previo aviso.',
        'Enlaces. El sitio web contiene enlaces a sitios de terceros, como redes sociales, páginas de opiniones u organismos públicos, que se ofrecen solo como referencia. El titular no controla esos sitios ni sus contenidos y, conforme al artículo 17 de la LSSI-CE, no será responsable de ellos salvo que tenga conocimiento efectivo de su ilicitud y no actúe con diligencia para suprimir o inutilizar el enlace. Quien detecte un enlace a contenidos ilícitos o inadecuados puede comunicarlo a la dirección de correo electrónico indicada en este aviso legal.',
      ],
    },
    {
      heading: '6. Protección de datos y cookies',
      paragraphs: [
        `El tratamiento de los datos personales que se recogen a través del sitio web se describe en la Política de privacidad (${privacyUrl}), y el uso de cookies, en la Política de cookies (${cookiesUrl}).`,
      ],
    },
    {
      heading: '7. Legislación aplicable y jurisdicción',
      paragraphs: [
        'El presente aviso legal se rige por la legislación española.',
        'Para la resolución de cualquier controversia relacionada con el sitio web, las partes se someten a los juzgados y tribunales del domicilio del titular, salvo que la normativa aplicable disponga otra cosa. En particular, cuando el usuario tenga la condición de consumidor, serán competentes los juzgados y tribunales de su domicilio, conforme al Texto Refundido de la Ley General para la Defensa de los Consumidores y Usuarios, aprobado por el Real Decreto Legislativo 1/2007, de 16 de noviembre, y a la Ley 1/2000, de 7 de enero, de Enjuiciamiento Civil.',
      ],
    },
    {
      heading: '8. Modificaciones',
      paragraphs: [
        'El titular podrá modificar el presente aviso legal para adaptarlo a cambios legislativos o en sus servicios. La versión vigente será siempre la publicada en esta página, con la fecha de su última actualización.',
      ],
    },
  ],
}

const privacidad: LegalPage = {
  path: '/politica-de-privacidad',
  h1: 'Política de privacidad',
  title: 'Política de privacidad y protección de datos',
  description:
    'Cómo tratamos los datos de las solicitudes de presupuesto: responsable, finalidades, base jurídica, plazos de conservación, destinatarios y tus derechos.',
  updated,
  intro: `Esta política de privacidad explica cómo trata ${site.legal.name} los datos personales que se recogen a través del sitio web ${domain}, en cumplimiento del Reglamento (UE) 2016/679 del Parlamento Europeo y del Consejo, de 27 de abril de 2016, General de Protección de Datos (RGPD), y de la Ley Orgánica 3/2018, de 5 de diciembre, de Protección de Datos Personales y garantía de los derechos digitales (LOPDGDD).`,
  sections: [
    {
      heading: '1. Responsable del tratamiento',
      paragraphs: ['El responsable del tratamiento de tus datos personales es:'],
      items: ownerItems,
    },
    {
      heading: '2. Datos que tratamos',
      paragraphs: [
        'Solo tratamos los datos que nos facilitas directamente y los estrictamente necesarios para el funcionamiento seguro del sitio web:',
      ],
      items: [
        'Formulario de solicitud de presupuesto y contacto: correo electrónico, nombre, empresa, ciudad, teléfono y el mensaje que escribas, junto con el registro de tus dos decisiones: la aceptación de esta política de privacidad y, por separado, la autorización, o no, para recibir comunicaciones comerciales.',
        'Con cada solicitud, de dónde llega: la página de este sitio desde la que la envías, la página de este sitio que visitaste justo antes, el sitio web desde el que llegaste (solo su nombre, por ejemplo www.google.com) y, si el enlace que seguiste los incluía, sus parámetros de campaña (utm). Los lee el propio formulario al enviarlo, sin cookies ni almacenamiento en tu navegador, y solo sirven para saber qué páginas y campañas nos traen solicitudes.',
        'Contacto directo: los datos que nos facilites si nos escribes por correo electrónico o nos llamas por teléfono.',
        'Área de administración, solo para el personal del titular: el correo electrónico de la cuenta, la contraseña, que se guarda únicamente en forma de resumen cifrado (hash) y nunca en claro, los permisos de la cuenta y la cookie de sesión que se crea al iniciar sesión.',
        'Datos técnicos: la dirección IP desde la que se envía el formulario, que se usa para limitar el número de envíos y evitar abusos, y los registros técnicos que generan los servidores al atender las peticiones (dirección IP, fecha y hora, página solicitada y tipo de navegador), que solo se usan con fines de seguridad.',
      ],
    },
    {
      heading: '3. Datos obligatorios y opcionales',
      paragraphs: [
        'En el formulario son obligatorios el correo electrónico, el nombre, la ciudad, el mensaje y la aceptación de esta política de privacidad, y así se indica en cada campo: sin ellos no podemos atender tu solicitud. La empresa y el teléfono son opcionales, y marcar la casilla de comunicaciones comerciales es voluntario: no hacerlo no afecta en nada a la respuesta a tu solicitud.',
        'Al enviar el formulario garantizas que los datos son veraces y, si facilitas datos de otra persona, que cuentas con su autorización para hacerlo.',
      ],
    },
    {
      heading: '4. Finalidades del tratamiento',
      paragraphs: ['Tratamos tus datos para las siguientes finalidades:'],
      items: [
        'Atender tu solicitud de presupuesto o consulta: ponernos en contacto contigo, estudiar la instalación que necesitas, preparar y enviarte el presupuesto y hacer su seguimiento.',
        'Enviarte comunicaciones comerciales sobre nuestros servicios, novedades y ayudas disponibles, por correo electrónico o por teléfono, únicamente si has marcado la casilla específica para ello.',
        'Gestionar el acceso del personal autorizado al área de administración del sitio web.',
        'Garantizar la seguridad del sitio web y prevenir envíos automatizados, fraudes y usos abusivos.',
      ],
    },
    {
      heading: '5. Base jurídica del tratamiento',
      paragraphs: [
        'Cada finalidad se apoya en una de las bases jurídicas previstas en el artículo 6.1 del RGPD:',
      ],
      items: [
        'Atención de tu solicitud de presupuesto o consulta: la aplicación, a petición tuya, de medidas precontractuales (artículo 6.1.b del RGPD). La casilla de aceptación de la política de privacidad acredita que has sido informado de este tratamiento.',
        'Comunicaciones comerciales: tu consentimiento (artículo 6.1.a del RGPD y artículo 21 de la LSSI-CE), que puedes retirar en cualquier momento sin que ello afecte a la licitud del tratamiento anterior a su retirada.',
        'Gestión de las cuentas del personal: la relación laboral o profesional que el personal mantiene con el responsable (artículo 6.1.b del RGPD) y el interés legítimo en controlar el acceso a sus herramientas internas (artículo 6.1.f del RGPD).',
        'Seguridad del sitio web: el interés legítimo del responsable en proteger sus sistemas y a sus usuarios frente a accesos no autorizados y abusos (artículo 6.1.f y considerando 49 del RGPD).',
        'Conservación de los datos bloqueados durante los plazos legales: el cumplimiento de obligaciones legales (artículo 6.1.c del RGPD).',
      ],
    },
    {
      heading: '6. Plazos de conservación',
      paragraphs: ['Conservamos los datos solo durante el tiempo necesario para cada finalidad:'],
      items: [
        'Solicitudes de presupuesto y consultas: mientras las atendemos y, si no llega a formalizarse un contrato, hasta un año después del último contacto. Si se formaliza, los datos se conservarán mientras dure la relación contractual y, después, durante los plazos que exige la normativa mercantil y tributaria.',
        'Consentimiento para comunicaciones comerciales: hasta que lo retires.',
        'Cuentas del personal: mientras la persona necesite acceder al área de administración; después, la cuenta se elimina.',
        'Datos técnicos de seguridad: durante el tiempo imprescindible para esa finalidad.',
        'Transcurridos esos plazos, los datos se bloquean conforme al artículo 32 de la LOPDGDD: solo quedan a disposición de los jueces y tribunales, el Ministerio Fiscal y las administraciones públicas competentes, durante el plazo de prescripción de las responsabilidades que pudieran derivarse del tratamiento, y después se suprimen.',
      ],
    },
    {
      heading: '7. Destinatarios',
      paragraphs: [
        'No vendemos ni cedemos tus datos a terceros, salvo obligación legal.',
        'Para prestar el servicio, algunos proveedores acceden a los datos por cuenta del responsable, como encargados del tratamiento, y solo siguiendo sus instrucciones, en virtud de contratos que cumplen el artículo 28 del RGPD:',
      ],
      items: [
        'El proveedor de alojamiento del sitio web.',
        'Supabase, proveedor de la base de datos y del servicio de autenticación del área de administración.',
        'El proveedor del servicio de envío de correo electrónico que nos notifica cada nueva solicitud.',
      ],
    },
    {
      heading: '8. Transferencias internacionales',
      paragraphs: [
        'Algunos de estos proveedores, o sus subencargados, pueden estar situados fuera del Espacio Económico Europeo. En ese caso, la transferencia solo se realiza con las garantías adecuadas que exige el capítulo V del RGPD: una decisión de adecuación de la Comisión Europea, como el Marco de Privacidad de Datos UE-EE. UU. para las empresas adheridas, o las cláusulas contractuales tipo aprobadas por la Comisión Europea (artículo 46.2.c del RGPD).',
        `Puedes pedir información sobre estas garantías escribiendo a ${site.email}.`,
      ],
    },
    {
      heading: '9. Tus derechos',
      paragraphs: [
        'En relación con tus datos personales, puedes ejercer en cualquier momento los derechos de:',
      ],
      items: [
        'Acceso: saber si tratamos tus datos y obtener una copia de ellos.',
        'Rectificación: corregir los datos inexactos o completar los incompletos.',
        'Supresión: pedir que eliminemos tus datos cuando ya no sean necesarios o no exista base para tratarlos.',
        'Limitación del tratamiento: pedir que conservemos tus datos sin tratarlos en los casos previstos en el artículo 18 del RGPD.',
        'Portabilidad: recibir los datos que nos has facilitado en un formato estructurado y de uso común, o pedir que los transmitamos a otro responsable.',
        'Oposición: oponerte al tratamiento basado en nuestro interés legítimo por motivos relacionados con tu situación particular.',
        'Retirada del consentimiento: dejar de recibir comunicaciones comerciales en cualquier momento.',
      ],
    },
    {
      heading: '10. Cómo ejercer tus derechos',
      paragraphs: [
        `Para ejercer cualquiera de estos derechos, escríbenos a ${site.email} indicando el derecho que quieres ejercer. Si tenemos dudas razonables sobre tu identidad, podremos pedirte la información adicional necesaria para confirmarla. El ejercicio de los derechos es gratuito y te responderemos en el plazo de un mes, prorrogable dos meses más en los casos que prevé el artículo 12.3 del RGPD.`,
        `Para dejar de recibir comunicaciones comerciales basta con que nos lo indiques por correo electrónico a ${site.email} o respondiendo a cualquiera de ellas.`,
      ],
    },
    {
      heading: '11. Reclamación ante la autoridad de control',
      paragraphs: [
        'Si consideras que el tratamiento de tus datos no se ajusta a la normativa, puedes presentar una reclamación ante la Agencia Española de Protección de Datos (www.aepd.es), C/ Jorge Juan, 6, 28001 Madrid. Antes de hacerlo, puedes dirigirte a nosotros para intentar resolverlo.',
      ],
    },
    {
      heading: '12. Decisiones automatizadas y elaboración de perfiles',
      paragraphs: [
        'No tomamos decisiones basadas únicamente en el tratamiento automatizado de tus datos ni elaboramos perfiles. Cada solicitud la atiende una persona del equipo del responsable.',
      ],
    },
    {
      heading: '13. Menores de edad',
      paragraphs: [
        'Nuestros servicios se dirigen a personas mayores de edad. Los menores de 14 años no deben enviarnos datos personales, de acuerdo con el artículo 7 de la LOPDGDD. Si detectamos que hemos recibido datos de un menor de esa edad, los suprimiremos.',
      ],
    },
    {
      heading: '14. Medidas de seguridad',
      paragraphs: [
        'Aplicamos las medidas técnicas y organizativas apropiadas al riesgo que exige el artículo 32 del RGPD para proteger tus datos frente a su pérdida, alteración o acceso no autorizado, entre ellas:',
      ],
      items: [
        'Conexión cifrada (HTTPS) en todo el sitio web.',
        'Contraseñas guardadas solo en forma de resumen cifrado (hash), nunca en claro.',
        'Acceso a las solicitudes restringido al personal autorizado, con controles de permisos en la propia base de datos.',
        'Límites al número de envíos del formulario para prevenir abusos.',
        'Proveedores que ofrecen garantías suficientes de seguridad, con contrato de encargo del tratamiento.',
      ],
    },
    {
      heading: '15. Cambios en esta política',
      paragraphs: [
        'Podemos actualizar esta política para adaptarla a cambios legislativos o en nuestros tratamientos. La versión vigente es siempre la publicada en esta página, con la fecha de su última actualización; si los cambios son relevantes, te los comunicaremos por un medio adecuado.',
      ],
    },
  ],
}

const cookies: LegalPage = {
  path: '/politica-de-cookies',
  h1: 'Política de cookies',
  title: 'Política de cookies: qué cookies usa este sitio',
  description:
    'Este sitio no instala cookies a los visitantes ni usa analítica ni publicidad. Solo el área de administración usa una cookie técnica de sesión.',
  updated,
  intro: `Esta política explica qué son las cookies y cuáles utiliza el sitio web ${domain}, titularidad de ${site.legal.name}, conforme al artículo 22.2 de la Ley 34/2002, de Servicios de la Sociedad de la Información y de Comercio Electrónico (LSSI-CE), y a la Guía sobre el uso de las cookies de la Agencia Española de Protección de Datos.`,
  sections: [
    {
      heading: '1. ¿Qué son las cookies?',
      paragraphs: [
        'Las cookies son pequeños archivos que un sitio web guarda en el navegador del usuario al visitarlo y que permiten, entre otras cosas, mantener una sesión iniciada, recordar preferencias o analizar la navegación. Esta política se aplica también a cualquier otra tecnología similar de almacenamiento o recuperación de datos en el equipo del usuario.',
      ],
    },
    {
      heading: '2. Cookies en las páginas públicas',
      paragraphs: [
        'Este sitio web no instala ninguna cookie en el navegador de quienes visitan sus páginas públicas, ni utiliza otras tecnologías de seguimiento. No usamos cookies de análisis o medición, de publicidad, de personalización ni de terceros.',
        'Por eso el sitio web no muestra ningún aviso o banner de cookies: no hay ninguna cookie sobre la que tengas que decidir.',
      ],
    },
    {
      heading: '3. La cookie técnica del área de administración',
      paragraphs: [
        'La única cookie que utiliza el sitio web es una cookie técnica de sesión que se crea cuando una persona del equipo del titular inicia sesión en el área de administración. Los visitantes de las páginas públicas no la reciben nunca.',
        'Es una cookie estrictamente necesaria para prestar un servicio expresamente solicitado por el usuario, el de mantener de forma segura la sesión que ha iniciado, por lo que está exceptuada del deber de obtener el consentimiento conforme al artículo 22.2 de la LSSI-CE.',
      ],
      items: [
        'Cookie: cookie de sesión de autenticación del área de administración.',
        'Finalidad: identificar al miembro del personal que ha iniciado sesión y mantener su sesión de forma segura.',
        'Tipo: técnica, estrictamente necesaria.',
        'Titular: propia (primera parte), gestionada por el titular del sitio web.',
        'Duración: la de la sesión, con un máximo de 7 días; se elimina al cerrar la sesión.',
        'Quién la recibe: solo el personal autorizado que inicia sesión en el área de administración.',
      ],
    },
    {
      heading: '4. Cómo gestionar o eliminar las cookies',
      paragraphs: [
        'Puedes permitir, bloquear o eliminar las cookies desde la configuración de tu navegador. Los nombres de los menús pueden variar según la versión:',
        'Si eliminas o bloqueas la cookie de sesión del área de administración, tendrás que volver a iniciar sesión. La navegación por las páginas públicas no se ve afectada.',
      ],
      items: [
        'Google Chrome: Configuración > Privacidad y seguridad > Cookies de terceros, o Eliminar datos de navegación.',
        'Mozilla Firefox: Ajustes > Privacidad & Seguridad > Cookies y datos del sitio.',
        'Safari en macOS: Ajustes > Privacidad > Gestionar datos de sitios web.',
        'Safari en iPhone y iPad: Ajustes > Safari > Avanzado > Datos de sitios web.',
        'Microsoft Edge: Configuración > Cookies y permisos del sitio > Administrar y eliminar cookies y datos del sitio.',
      ],
    },
    {
      heading: '5. Enlaces a otros sitios web',
      paragraphs: [
        'El sitio web contiene enlaces a otros sitios, como nuestros perfiles en redes sociales o la página pública de opiniones. Al seguir uno de esos enlaces sales de este sitio web, y a partir de ese momento se aplican las políticas de cookies y de privacidad del sitio que visitas, que te recomendamos consultar.',
      ],
    },
    {
      heading: '6. Cambios en esta política',
      paragraphs: [
        'Si en el futuro el sitio web incorporase cookies que requieran consentimiento, como las de análisis, actualizaríamos esta política y te pediríamos el consentimiento antes de instalarlas. La versión vigente es siempre la publicada en esta página, con la fecha de su última actualización.',
        `Para cualquier duda sobre esta política puedes escribirnos a ${site.email}.`,
      ],
    },
  ],
}

export const legalPages: LegalPage[] = [avisoLegal, privacidad, cookies]

export function getLegalPage(path: LegalPage['path']): LegalPage {
  const page = legalPages.find((candidate) => candidate.path === path)
  if (!page) throw new Error(`No legal page for path ${path}`)
  return page
}

/** First layer of the AEPD's two-layer model, shown beside the form's privacy checkbox. */
export const privacyFirstLayer: { heading: string; rows: { label: string; text: string }[] } = {
  heading: 'Información básica sobre protección de datos',
  rows: [
    { label: 'Responsable', text: site.legal.name },
    {
      label: 'Finalidad',
      text: 'Atender tu solicitud de presupuesto o consulta y, solo si lo autorizas marcando la casilla correspondiente, enviarte comunicaciones comerciales sobre nuestros servicios.',
    },
    {
      label: 'Legitimación',
      text: 'Aplicación de medidas precontractuales a petición tuya y, para las comunicaciones comerciales, tu consentimiento, que puedes retirar en cualquier momento.',
    },
    {
      label: 'Destinatarios',
      text: 'No se cederán datos a terceros, salvo obligación legal. Nuestros proveedores de alojamiento, base de datos y envío de correo los tratan por nuestra cuenta como encargados del tratamiento.',
    },
    {
      label: 'Derechos',
      text: `Acceder, rectificar y suprimir los datos, así como otros derechos, escribiendo a ${site.email}, y reclamar ante la Agencia Española de Protección de Datos.`,
    },
    {
      label: 'Información adicional',
      text: `Puedes consultar la información adicional y detallada sobre protección de datos en nuestra Política de privacidad: ${privacyUrl}.`,
    },
  ],
}
