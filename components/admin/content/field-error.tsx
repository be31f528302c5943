/** A message for a whole group (a list, a row, a section), under its legend. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className="text-sm font-medium text-danger">
      {error}
    </p>
  ) : null
}
