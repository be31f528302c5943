'use client'

import Link from 'next/link'
import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react'
import type { NavItem } from '@/content/navigation'
import { Chevron } from '@/components/ui/chevron'

/**
 * A top-level menu item with its submenu (the disclosure navigation pattern):
 * the link opens the section page, the button beside it opens the submenu.
 * Pointer hover opens it too; Escape or leaving it with the focus closes it.
 */
export function NavDropdown({ item }: { item: NavItem }) {
  const [open, setOpen] = useState(false)
  const submenuId = useId()
  const toggleRef = useRef<HTMLButtonElement>(null)
  // A pointer that hovers opens the submenu; its click on the toggle must then keep it open, not close it.
  const openedByHover = useRef(false)

  const hoverOpen = () => {
    if (!open) openedByHover.current = true
    setOpen(true)
  }
  const hoverClose = () => {
    openedByHover.current = false
    setOpen(false)
  }
  const toggle = () => {
    if (openedByHover.current) openedByHover.current = false
    else setOpen((value) => !value)
  }

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false)
      toggleRef.current?.focus()
    }
  }
  const closeWhenFocusLeaves = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false)
  }

  if (!item.children?.length) {
    return (
      <li>
        <Link
          href={item.href}
          className="rounded-md px-3 py-2 font-medium text-brand-900 no-underline hover:bg-brand-50"
        >
          {item.label}
        </Link>
      </li>
    )
  }

  return (
    <li
      className="relative flex items-center"
      onMouseEnter={hoverOpen}
      onMouseLeave={hoverClose}
      onKeyDown={closeOnEscape}
      onBlur={closeWhenFocusLeaves}
    >
      <Link
        href={item.href}
        className="rounded-md py-2 pl-3 font-medium text-brand-900 no-underline hover:bg-brand-50"
      >
        {item.label}
      </Link>
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={submenuId}
        onClick={toggle}
        className="rounded-md p-2 text-brand-900 hover:bg-brand-50"
      >
        <span className="sr-only">Submenú de {item.label}</span>
        <Chevron
          direction={open ? 'up' : 'down'}
          className="size-4 transition-transform motion-reduce:transition-none"
        />
      </button>
      <ul
        id={submenuId}
        hidden={!open}
        className="absolute top-full left-0 w-72 rounded-(--radius-card) border border-line bg-white p-2 shadow-(--shadow-card)"
      >
        {item.children.map((child) => (
          <li key={child.href}>
            <Link
              href={child.href}
              onClick={() => setOpen(false)}
              className="block rounded-md px-3 py-2 text-brand-900 no-underline hover:bg-brand-50 focus-visible:bg-brand-50"
            >
              {child.label}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  )
}
