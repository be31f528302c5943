/** The session cookie that hides the mail notice until the browser is closed. */
export const mailNoticeCookie = 'aviso-correo'
