import { invitationInvalidMessage, setupLinkInvalidMessage } from '@/lib/validations/auth'
import type { AuthErrorKind } from './types'

// What the sign-in page tells people, in Spanish and
// without internals: a failed sign-in never says whether the e-mail exists.

export const authMessages = {
  signInSuccess: 'Sesión iniciada exitosamente',
  signUpSuccess: 'Cuenta creada exitosamente',
  signInFailure: 'Error al iniciar sesión',
  signUpFailure: 'Error al crear la cuenta',
  confirmEmail: 'Te hemos enviado un correo de confirmación. Ábrelo y pulsa el enlace para entrar al panel.',
  tooManyFailures: 'Demasiados intentos fallidos. Espera unos minutos e inténtalo de nuevo.',
  tooManySignUps: 'Demasiados registros desde esta conexión. Inténtalo de nuevo más tarde.',
  signUpsPaused: 'Se han creado demasiadas cuentas en poco tiempo. Inténtalo de nuevo más tarde.',
  setupLinkUnused:
    'Este sitio no usa enlaces de configuración. Regístrate sin el enlace; un administrador te dará acceso al panel.',
  signedOut: 'Tu sesión ha caducado. Vuelve a iniciar sesión.',
  notAdmin: 'Tu cuenta no tiene permiso para gestionar el SEO.',
  signUpsClosed: 'El registro está cerrado. Pide a un administrador que te invite.',
  passwordChosen: 'Contraseña guardada. Ya puedes usar el panel.',
  passwordFailure: 'No se ha podido guardar la contraseña. Inténtalo de nuevo.',
  currentPasswordRequired: 'Escribe tu contraseña actual para cambiarla.',
  currentPasswordWrong: 'La contraseña actual no es correcta.',
  invitationFailed: invitationInvalidMessage,
  /** Choosing a password without a session: the invitation's link was not opened, or has expired. */
  invitationSignedOut:
    'Tu sesión ha caducado. Abre de nuevo el enlace de la invitación o pide a un administrador que te invite otra vez.',
} as const

const byKind: Partial<Record<AuthErrorKind, string>> = {
  'invalid-credentials': 'Correo o contraseña incorrectos',
  'user-exists': 'Ya existe una cuenta con este correo',
  'email-not-confirmed': 'Confirma tu correo antes de iniciar sesión',
  'weak-password': 'La contraseña es demasiado débil. Elige una más larga o difícil de adivinar.',
  'same-password': 'La nueva contraseña debe ser distinta de la actual.',
  'rate-limited': 'Demasiados intentos. Espera unos minutos e inténtalo de nuevo.',
  'invalid-setup-link': setupLinkInvalidMessage,
  'invalid-invitation': authMessages.invitationFailed,
  'current-password-required': authMessages.currentPasswordRequired,
  'signup-disabled': authMessages.signUpsClosed,
}

const fallback = {
  'sign-in': authMessages.signInFailure,
  'sign-up': authMessages.signUpFailure,
  'choose-password': authMessages.passwordFailure,
} as const

/** The Spanish message for a refusal; 'unavailable' (and anything unknown) gets the action's fallback text. */
export function authErrorMessage(kind: AuthErrorKind, mode: keyof typeof fallback): string {
  if (kind === 'signed-out')
    return mode === 'choose-password' ? authMessages.invitationSignedOut : authMessages.signedOut
  if (kind === 'invalid-credentials' && mode === 'choose-password') return authMessages.currentPasswordWrong
  return byKind[kind] ?? fallback[mode]
}
