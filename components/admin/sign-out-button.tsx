'use client'

import { useFormStatus } from 'react-dom'
import { buttonClasses } from '@/components/ui/button'

/** The submit button of the sign-out form; the form works without JavaScript too. */
export function SignOutButton() {
  const { pending } = useFormStatus()
  return (
    <button
      type="submit"
      disabled={pending}
      className={buttonClasses('secondary', 'min-h-10 px-5 py-2 text-sm')}
    >
      {pending ? 'Cerrando sesión...' : 'Cerrar sesión'}
    </button>
  )
}
