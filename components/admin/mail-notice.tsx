import { site } from '@/content/site'
import { mailSetup } from '@/lib/backend'
import { TestEmailForm } from './test-email-form'

// The SMTP address is one long word: it may break anywhere rather than widen a 320 px screen.
const code = 'rounded bg-white px-1 font-mono text-sm wrap-anywhere'

/**
 * On the local backend without SMTP_URL, every admin page says that the notifications only
 * reach the server log, and how to have them e-mailed. Supabase mails through its function.
 */
export function MailNotice() {
  if (mailSetup() !== 'log') return null
  return (
    <aside
      aria-labelledby="aviso-correo"
      className="mt-4 rounded-(--radius-card) border border-sun-500 bg-sun-100 px-4 py-3 text-brand-950"
    >
      <h2 id="aviso-correo" className="font-bold">
        El correo de avisos no está configurado
      </h2>
      <p className="mt-1">
        Todas las solicitudes se guardan en la bandeja, pero su aviso solo se escribe en el registro del
        servidor: nadie lo recibe por correo. Para recibirlo, define la variable{' '}
        <code className={code}>SMTP_URL</code> con tu servidor de correo (por ejemplo,{' '}
        <code className={code}>smtps://usuario:contraseña@servidor:465</code>) y reinicia el servidor.{' '}
        <code className={code}>NOTIFY_TO</code> cambia el destinatario (ahora, {site.email}) y{' '}
        <code className={code}>NOTIFY_FROM</code>, el remitente.
      </p>
      <div className="mt-3">
        <TestEmailForm />
      </div>
    </aside>
  )
}

/** With an e-mail server or API, the inbox offers the same test e-mail, to check its answer. */
export function MailCheck() {
  if (mailSetup() === 'log') return null
  return (
    <section aria-labelledby="correo-avisos" className="mt-6">
      <h2 id="correo-avisos" className="text-sm font-semibold text-brand-900">
        Correo de avisos
      </h2>
      <div className="mt-2">
        <TestEmailForm />
      </div>
    </section>
  )
}
