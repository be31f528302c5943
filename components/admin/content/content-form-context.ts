'use client'

import { createContext, useContext } from 'react'
import type { PhotoChoice } from '@/lib/photos/types'
import type { ValuePath } from './value-path'

export type { PhotoChoice }

/** What every field of <ContentFields> needs besides its own description and value. */
export type ContentFormContext = {
  /** Replaces the value at `path` with `change(old)`; undefined removes an optional field. */
  update: (path: ValuePath, change: (old: unknown) => unknown) => void
  /** Spanish messages by dotted path. */
  errors: Record<string, string>
  /** Dotted paths edited elsewhere, with the address of that form. */
  locked: Map<string, string>
  /** Moves the focus, once the change has rendered, to the element with this id (or the first control inside it). */
  focusAfterRender: (id: string) => void
  /** The library's photos a picture may show, newest first. */
  photos: PhotoChoice[]
}

export const ContentForm = createContext<ContentFormContext | null>(null)

export function useContentForm(): ContentFormContext {
  const context = useContext(ContentForm)
  if (!context) throw new Error('A content field rendered outside <ContentFields>')
  return context
}
