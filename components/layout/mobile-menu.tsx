'use client'

import Link from 'next/link'
import { useEffect, useRef, useState } from 'react'
import type { NavItem, NavLink } from '@/content/navigation'
import { buttonClasses } from '@/components/ui/button'

const PANEL_ID = 'menu-movil'

/**
 * The menu of small screens: a toggle button and a panel with every link.
 * It closes on navigation (any link click), on Escape and when the viewport
 * grows to the desktop layout.
 */
export function MobileMenu({ items, quote }: { items: NavItem[]; quote: NavLink }) {
  const [open, setOpen] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false)
        toggleRef.current?.focus()
      }
    }
    const desktop = window.matchMedia('(min-width: 64rem)')
    const onResize = () => desktop.matches && setOpen(false)
    document.addEventListener('keydown', onKeyDown)
    desktop.addEventListener('change', onResize)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      desktop.removeEventListener('change', onResize)
    }
  }, [open])

  const close = () => setOpen(false)
  const linkClass = 'block rounded-md px-3 py-3 text-brand-900 no-underline hover:bg-brand-50'

  return (
    <div className="lg:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex size-12 items-center justify-center rounded-md text-brand-900 hover:bg-brand-50"
      >
        <span className="sr-only">{open ? 'Cerrar menú' : 'Abrir menú'}</span>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-7">
          <path
            d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
      <nav
        id={PANEL_ID}
        aria-label="Menú móvil"
        hidden={!open}
        className="absolute inset-x-0 top-(--spacing-header) max-h-[calc(100dvh-var(--spacing-header))] overflow-y-auto border-b border-line bg-white px-4 pt-2 pb-6 shadow-(--shadow-card)"
      >
        <ul>
          {items.map((item) => (
            <li key={item.href}>
              <Link href={item.href} onClick={close} className={`${linkClass} font-semibold`}>
                {item.label}
              </Link>
              {item.children?.length ? (
                <ul className="ml-4 border-l border-line pl-2">
                  {item.children.map((child) => (
                    <li key={child.href}>
                      <Link href={child.href} onClick={close} className={linkClass}>
                        {child.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
        {/* Client-side, as the header's quote button (site-header.tsx says why). */}
        <Link
          href={quote.href}
          prefetch={false}
          onClick={close}
          className={buttonClasses('primary', 'mt-4 w-full')}
        >
          {quote.label}
        </Link>
      </nav>
    </div>
  )
}
