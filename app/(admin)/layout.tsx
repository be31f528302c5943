import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { AdminToaster } from '@/components/admin/admin-toaster'
import { Container } from '@/components/ui/container'
import { BrandLink } from '@/components/layout/logo'
// On top of the public stylesheet (app/layout.tsx): the classes of the admin's own components.
import './admin.css'

// The admin area's own frame: no public header or footer, never indexed.
export const metadata: Metadata = { robots: { index: false, follow: true } }

export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-surface">
      <header className="border-b border-line bg-white">
        <Container className="flex h-(--spacing-header) items-center">
          <BrandLink className="text-brand-900" textClassName="text-sm leading-tight sm:text-base" />
        </Container>
      </header>
      <main id="contenido" className="flex-1 py-10 sm:py-14">
        {children}
      </main>
      {/* In the shared layout, so a toast stays visible across the move from /auth to the dashboard. */}
      <AdminToaster />
    </div>
  )
}
