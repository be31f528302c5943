import { within, type ByRoleMatcher } from '@testing-library/react'

/** The text of each element of this role inside `container`, in the order a person reads them. */
export const textsByRole = (container: HTMLElement, role: ByRoleMatcher) =>
  within(container)
    .getAllByRole(role)
    .map((element) => element.textContent)
