// Search copy of the admin area's two pages. Both are 'noindex, follow' and
// disallowed in robots.txt; they still carry a proper title and description.

export const adminPagesSeo = [
  {
    path: '/auth',
    title: 'Acceso al panel de gestión del sitio web',
    description:
      'Inicia sesión o crea tu cuenta para acceder al panel de gestión de Solar y Electricidad Cieza, reservado al personal autorizado de la empresa.',
    h1: 'Acceso al panel',
  },
  {
    path: '/seo-dashboard',
    title: 'Panel SEO: títulos y descripciones de cada página',
    description:
      'Panel interno para revisar y editar el título, la descripción, los encabezados, las preguntas frecuentes y los datos estructurados de cada página del sitio.',
    h1: 'Panel SEO',
  },
] as const
