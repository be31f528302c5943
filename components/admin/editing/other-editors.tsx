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
  // The answer's names, or null when it failed (offline, the server restarting): the next beat asks again.
  const beat = useCallback(
    (marking: boolean) =>
      pageEditorsAction(null, { path, editing: marking }).then(
        (answer) => (answer?.ok ? (answer.data?.editors ?? []) : null),
        () => null,
      ),
    [path],
  )
  const show = useCallback((names: string[] | null) => {
    if (names) setEditors(names)
  }, [])
  useEffect(() => {
    editingNow.current = editing
    if (editing) void beat(true).then(show)
  }, [editing, beat, show])
  useEffect(() => {
    if (!editingNow.current) void beat(false).then(show)
    const timer = setInterval(() => void beat(editingNow.current).then(show), beatEvery)
    return () => clearInterval(timer)
  }, [beat, show])
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
