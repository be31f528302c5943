// What the editor says after 'Guardar borrador' or 'Publicar', whichever part
// of the page (content or SEO) the button is in: a publish that changed the
// page's SEO record gets the SEO editor's success message, a publish of the
// content alone keeps 'Página publicada', and a draft save says so.

export type SavedAnswer = { message: string; description?: string }

export function savedAnswer(published: { seoChanged: boolean } | null): SavedAnswer {
  if (!published) return { message: 'Borrador guardado' }
  if (published.seoChanged)
    return { message: 'SEO actualizado', description: 'Los cambios se han guardado correctamente' }
  return { message: 'Página publicada' }
}
