'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import { pageEditorsAction } from './presence-action'

/** How often an open editor asks, and marks the page while it has unsaved changes. */
export const beatEvery = 30_000

/**
 * Who else is editing this page, as WordPress's post lock: it informs, never
 * blocks. Every 30 s the editor asks the server, which also marks the page as
 * this admin's while `editing`; the first change marks it at once. The server
 * answers the other admins who marked it in the last 2 minutes.
 */
export function OtherEditors({ path, editing }: { path: string; editing: boolean }) {
  const [editors, setEditors] = useState<string[]>([])
  const editingNow = useRef(editing)
  const beat = useCallback(
    async (marking: boolean) => {
      try {
        const answer = await pageEditorsAction(null, { path, editing: marking })
        if (answer?.ok) setEditors(answer.data?.editors ?? [])
      } catch {
        // Offline, or the server restarting: the next beat asks again.
      }
    },
    [path],
  )
  useEffect(() => {
    editingNow.current = editing
    if (editing) void beat(true)
  }, [editing, beat])
  useEffect(() => {
    if (!editingNow.current) void beat(false)
    const timer = setInterval(() => void beat(editingNow.current), beatEvery)
    return () => clearInterval(timer)
  }, [beat])
  return (
    <div aria-live="polite">
      {editors.map((who) => (
        <p key={who} className="mt-4 rounded-md border border-sun-400 bg-sun-100 p-3 text-brand-950">
          {who} está editando esta página y tiene cambios sin guardar.
        </p>
      ))}
    </div>
  )
}
