// A page's content with what staff stored in place of the repository's. The
// path, the search copy and the order and kind of the sections stay the
// repository's: a stored section shows only where the repository has a
// section of the same kind and id at that place, so a section added or
// reordered in content/ is never hidden by older stored content. So does
// whether the page ends with the contact section (its route decides).

type WithSections = { sections: { kind: string; id?: string }[]; contact?: unknown }

export function applyStoredContent<Page extends WithSections>(
  builtIn: Page,
  stored: Record<string, unknown> | null,
): Page {
  if (!stored) return builtIn
  const storedSections = (stored.sections ?? []) as Page['sections']
  const { contact, ...rest } = stored
  return {
    ...builtIn,
    ...rest,
    ...(builtIn.contact === undefined ? {} : { contact: contact ?? builtIn.contact }),
    sections: builtIn.sections.map((section, index) => {
      const candidate = storedSections[index]
      return candidate && candidate.kind === section.kind && candidate.id === section.id ? candidate : section
    }),
  }
}
