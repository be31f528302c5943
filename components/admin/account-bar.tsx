import { signOutAction } from '@/components/admin/auth-actions'
import { SignOutButton } from './sign-out-button'

/** Who is signed in, and the way out. */
export function AccountBar({ email }: { email: string }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-(--radius-card) border border-line bg-white px-4 py-3">
      <p className="text-sm text-muted">
        Sesión iniciada como <span className="font-semibold text-ink">{email}</span>
      </p>
      <form action={signOutAction}>
        <SignOutButton />
      </form>
    </div>
  )
}
