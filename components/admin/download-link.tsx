import type { ReactNode } from 'react'

/** A file the admin area hands out (the CSV, a backup): a plain link, so the browser downloads it. */
export function DownloadLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      className="inline-flex min-h-11 items-center rounded-full border-2 border-brand-800 px-5 text-sm font-semibold text-brand-800 no-underline hover:bg-brand-50"
    >
      {children}
    </a>
  )
}
