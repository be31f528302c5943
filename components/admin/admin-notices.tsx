import type { ReactNode } from 'react'

// The two frames of what the admin area says about the server's setup (mail,
// backups): a warning above every page's content, and a small titled part of a page.

/** A warning above an admin page's content, titled by its heading. */
export function AdminWarning({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <aside
      aria-labelledby={id}
      className="mt-4 rounded-(--radius-card) border border-sun-500 bg-sun-100 px-4 py-3 text-brand-950"
    >
      <h2 id={id} className="font-bold">
        {title}
      </h2>
      {children}
    </aside>
  )
}

/** A small part of an admin page under its own heading, as the backup line and the test e-mail. */
export function AdminSubsection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-6">
      <h2 id={id} className="text-sm font-semibold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  )
}
