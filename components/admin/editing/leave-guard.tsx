'use client'

import { useEffect, useRef, useState } from 'react'
import { ConfirmDialog } from './confirm-dialog'

/**
 * Asks before leaving a form with unsaved changes: the browser's own question
 * on a reload, a closed tab or a typed address (beforeunload), and this
 * dialog on a click on a link that leaves the page (the admin menu, the
 * editor's tabs, 'Cerrar', 'Ver cambios'). A capture-phase listener sees the
 * click before Next.js's links do. Links within the page (#…) and to a new
 * tab leave nothing behind.
 */
export function LeaveGuard({ dirty }: { dirty: boolean }) {
  const [leavingBy, setLeavingBy] = useState<HTMLAnchorElement | null>(null)
  // Off for the one navigation staff confirmed.
  const armed = useRef(true)
  useEffect(() => {
    if (!dirty) return
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!armed.current) return
      event.preventDefault()
      event.returnValue = '' // what older browsers read
    }
    const click = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (!armed.current || !(link instanceof HTMLAnchorElement) || !leavesPage(link, event)) return
      event.preventDefault()
      event.stopPropagation()
      setLeavingBy(link)
    }
    window.addEventListener('beforeunload', beforeUnload)
    document.addEventListener('click', click, true)
    return () => {
      window.removeEventListener('beforeunload', beforeUnload)
      document.removeEventListener('click', click, true)
    }
  }, [dirty])
  return (
    <ConfirmDialog
      open={leavingBy !== null}
      title="¿Salir sin guardar?"
      confirmLabel="Salir sin guardar"
      onCancel={() => setLeavingBy(null)}
      onConfirm={() => {
        const link = leavingBy
        setLeavingBy(null)
        armed.current = false
        link?.click()
        // A full page load asked beforeunload during the click; a client navigation to this
        // same page (another version's changes) keeps the form, so the guard stands again.
        setTimeout(() => {
          armed.current = true
        }, 0)
      }}
    >
      <p>Hay cambios sin guardar en esta página. Si sales ahora, se perderán.</p>
    </ConfirmDialog>
  )
}

/** A plain click on a link to another page, in this tab. */
function leavesPage(link: HTMLAnchorElement, event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0) return false
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return false
  const to = new URL(link.href, window.location.href)
  const here = new URL(window.location.href)
  return !(to.origin === here.origin && to.pathname === here.pathname && to.search === here.search && to.hash)
}
