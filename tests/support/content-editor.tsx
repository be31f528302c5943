import type { ComponentProps } from 'react'
import { ContentEditor } from '@/components/admin/content/content-editor'
import { describeContentSchema } from '@/lib/content/describe-schema'
import { getEditablePage } from '@/lib/content/editable-pages'

/** The page the content form tests edit: the help page, with every kind of field. */
export const editedPage = getEditablePage('/ayudas-placas-solares')!

/** The 'Contenido' form of that page as the admin page renders it: its built-in content, no draft, revision 7, unless told otherwise. */
export function contentEditor(props: Partial<ComponentProps<typeof ContentEditor>> = {}) {
  return (
    <ContentEditor
      path={editedPage.path}
      description={describeContentSchema(editedPage.schema)}
      content={editedPage.builtIn}
      locked={[]}
      previewHref="/api/vista-previa"
      hasDraft={false}
      revision={7}
      {...props}
    />
  )
}
