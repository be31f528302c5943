import type { ComponentProps } from 'react'

/**
 * A form about the page at `path`: its action reads which page from the hidden field 'path', and,
 * for a save that must not replace a later one unasked, the revision it is `basedOn`.
 */
export function PageForm({
  path,
  basedOn,
  children,
  ...form
}: ComponentProps<'form'> & { path: string; basedOn?: number }) {
  return (
    <form {...form}>
      <input type="hidden" name="path" value={path} />
      {basedOn === undefined ? null : <input type="hidden" name="basedOn" value={basedOn} />}
      {children}
    </form>
  )
}
