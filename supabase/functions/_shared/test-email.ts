import { escapeHtml } from './lead-email.ts'

/** The admin panel's test e-mail, the same from the local backend's SMTP and from the function. */
export function buildTestEmail(brand: string) {
  const subject = `Correo de prueba de ${brand}`
  const text = `Este es un correo de prueba enviado desde el panel de ${brand}. Si lo recibes, los avisos de las nuevas solicitudes de presupuesto también llegarán a esta dirección.`
  return { subject, text, html: `<p>${escapeHtml(text)}</p>` }
}
