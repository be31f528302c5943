import type { ReactNode } from 'react'

/** An admin page's H1, at the title size rather than the public pages' display size. */
export function AdminTitle({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <h1 id={id} className="text-title font-bold tracking-tight text-balance text-brand-900">
      {children}
    </h1>
  )
}
