'use client'

import { LeaveGuard } from './leave-guard'
import { OtherEditors } from './other-editors'

/** What every part of a page's editor shows beside its form: who else edits the page, and the question before leaving. */
export function EditingGuard({ path, dirty }: { path: string; dirty: boolean }) {
  return (
    <>
      <OtherEditors path={path} editing={dirty} />
      <LeaveGuard dirty={dirty} />
    </>
  )
}
