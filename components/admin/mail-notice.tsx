import { site } from '@/content/site'
import { mailSetup } from '@/lib/backend'
import { AdminSubsection, AdminWarning } from './admin-notices'
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
    <AdminWarning id="aviso-correo" title="El correo de avisos no está configurado">
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
    </AdminWarning>
  )
}

/** With an e-mail server or API, the inbox offers the same test e-mail, to check its answer. */
export function MailCheck() {
  if (mailSetup() === 'log') return null
  return (
    <AdminSubsection id="correo-avisos" title="Correo de avisos">
      <div className="mt-2">
        <TestEmailForm />
      </div>
    </AdminSubsection>
  )
}
