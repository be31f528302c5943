import { z } from 'zod/mini'

// The sign-in and sign-up form's rules, shared by the
// browser form (react-hook-form's zod resolver) and the server actions.

export const authLimits = { email: 255, passwordMin: 6, passwordMax: 128 } as const

// No eval probe under the site's Content-Security-Policy (see lib/validations/lead.ts).
z.config({ jitless: true })

const emailMessage = 'Email inválido'
const requiredPassword = 'La contraseña es obligatoria'

export const authSchema = z.object({
  email: z.pipe(
    z
      .string({ error: emailMessage })
      .check(
        z.trim(),
        z.toLowerCase(),
        z.minLength(1, 'El correo es obligatorio'),
        z.maxLength(authLimits.email, 'Email demasiado largo'),
      ),
    z.email({ error: emailMessage }),
  ),
  // Passwords are taken as typed: no trimming.
  password: z
    .string({ error: requiredPassword })
    .check(
      z.minLength(1, requiredPassword),
      z.minLength(authLimits.passwordMin, 'La contraseña debe tener al menos 6 caracteres'),
      z.maxLength(authLimits.passwordMax, 'La contraseña es demasiado larga'),
    ),
})

/**
 * A new password: the sign-up's rule and messages, and the current password,
 * which the server asks for unless this is an invited person's first one.
 */
export const choosePasswordSchema = z.extend(z.pick(authSchema, { password: true }), {
  currentPassword: z.optional(
    z.string().check(z.maxLength(authLimits.passwordMax, 'La contraseña es demasiado larga')),
  ),
})

export type ChoosePasswordValues = z.output<typeof choosePasswordSchema>

export const setupLinkInvalidMessage =
  'El enlace de configuración no es válido o ha caducado. Reinicia el servidor para obtener uno nuevo.'

/** The local backend's one-time setup token, as the server prints it: 32 random bytes in base64url. */
export const setupTokenSchema = z
  .string({ error: setupLinkInvalidMessage })
  .check(z.regex(/^[A-Za-z0-9_-]{43}$/, setupLinkInvalidMessage))

export const invitationInvalidMessage =
  'El enlace de la invitación ha caducado o ya se ha usado. Si ya elegiste tu contraseña, inicia sesión; si no, pide a un administrador que te invite de nuevo.'

/** A local invitation's token, as the invitation link carries it: the setup token's shape. */
export const invitationTokenSchema = z
  .string({ error: invitationInvalidMessage })
  .check(z.regex(/^[A-Za-z0-9_-]{43}$/, invitationInvalidMessage))

/**
 * Sign-up: the same fields, and the setup token or the invitation token when
 * the page was opened through one of the local backend's links.
 */
export const signUpSchema = z.extend(authSchema, {
  setupToken: z.optional(setupTokenSchema),
  invitationToken: z.optional(invitationTokenSchema),
})

export type SignUpFormValues = z.output<typeof signUpSchema>

/** The first message of each failing field, from a zod error. */
export function authFieldErrors(error: z.core.$ZodError): Partial<Record<keyof SignUpFormValues, string>> {
  const errors: Partial<Record<keyof SignUpFormValues, string>> = {}
  for (const issue of error.issues) {
    const field = issue.path[0]
    if (field === 'email' || field === 'password' || field === 'setupToken' || field === 'invitationToken')
      errors[field] ??= issue.message
  }
  return errors
}
