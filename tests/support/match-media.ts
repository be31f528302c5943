/** jsdom has no `matchMedia`; sonner and the menus ask it for the user's preferences: none match. */
export function stubMatchMedia() {
  window.matchMedia = jest
    .fn()
    .mockReturnValue({ matches: false, addEventListener: jest.fn(), removeEventListener: jest.fn() })
}
