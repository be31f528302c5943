// The address that opens a page with its draft (Draft Mode), for admins only.

export const previewRoute = '/seo-dashboard/vista-previa'

export const previewHref = (path: string) => `${previewRoute}?ruta=${encodeURIComponent(path)}`
