/**
 * A form's own save and publish buttons, on a phone: a bar stuck to the bottom of the screen while the
 * form scrolls under it, back in its place (under the last field) at the form's end.
 */
export const stickyActions =
  'max-sm:sticky max-sm:bottom-0 max-sm:z-10 max-sm:-mx-4 max-sm:border-t max-sm:border-line max-sm:bg-white max-sm:px-4 max-sm:py-3 max-sm:shadow-[0_-4px_8px_rgb(0_0_0/0.06)]'
