import { cookies } from 'next/headers'
import { buttonClasses } from '@/components/ui/button'
import { site } from '@/content/site'
import { mailSetup } from '@/lib/notifications/senders'
import { AdminSubsection, AdminWarning } from './admin-notices'
import { hideMailNotice } from './mail-notice-actions'
import { mailNoticeCookie } from './mail-notice-cookie'
import { TestEmailForm } from './test-email-form'

// The SMTP address is one long word: it may break anywhere rather than widen a 320 px screen.
const code = 'rounded bg-white px-1 font-mono text-sm wrap-anywhere'

/**
 * On the local backend without SMTP_URL, every admin page says, in staff's words, that no one is
 * e-mailed about new leads: one sentence, what to do folded under it (a phone's first screen stays
 * the page's), the settings folded again for whoever runs the site. 'Ocultar' hides it until the
 * browser is closed. Supabase mails through its function.
 */
export async function MailNotice() {
  if (mailSetup() !== 'log' || (await cookies()).has(mailNoticeCookie)) return null
  return (
    <AdminWarning id="aviso-correo" title="El correo de avisos no está configurado">
      <p className="mt-1">
        La web aún no puede enviar correos: cuando llega una nueva solicitud, nadie recibe el aviso.
      </p>
      <details className="mt-1">
        <summary className="min-h-11 cursor-pointer py-2 font-semibold">Qué hacer mientras tanto</summary>
        <p>
          Todas las solicitudes de presupuesto se guardan aquí, en Solicitudes: míralas a menudo, y pide a
          quien mantiene la web que configure el correo de avisos (llegarían a {site.email}). Después, el
          botón de abajo comprueba que llegan.
        </p>
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer font-semibold">Datos para quien mantiene la web</summary>
          <p className="mt-1">
            Define la variable <code className={code}>SMTP_URL</code> con el servidor de correo (por ejemplo,{' '}
            <code className={code}>smtps://usuario:contraseña@servidor:465</code>) y reinicia el servidor.{' '}
            <code className={code}>NOTIFY_TO</code> cambia el destinatario y{' '}
            <code className={code}>NOTIFY_FROM</code>, el remitente.
          </p>
        </details>
        <div className="mt-3">
          <TestEmailForm />
        </div>
      </details>
      <form action={hideMailNotice} className="mt-2">
        <button type="submit" className={buttonClasses('secondary')}>
          Ocultar este aviso hasta cerrar el navegador
        </button>
      </form>
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
