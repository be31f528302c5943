import { destinationExists, type RedirectRule, type StaffPageFacts } from './check-redirect'

// What is wrong now with a stored redirect, worked out when the list is drawn:
// pages come and go after a redirect is saved (a staff page unpublished,
// deleted or moved), so a rule that was right may no longer work.

/** The list's warnings for one redirect, in Spanish for staff; none when it works. */
export function redirectProblems(rule: RedirectRule, facts: StaffPageFacts): string[] {
  const problems: string[] = []
  if (facts.isLivePage(rule.source))
    problems.push('En esta dirección hay una página publicada: se muestra la página y la redirección no se usa.')
  else if (facts.isStaffPage(rule.source))
    problems.push('Esta dirección es de una página sin publicar: si se publica, la redirección dejará de usarse.')
  if (!destinationExists(rule.destination, facts)) problems.push('El destino ya no existe.')
  return problems
}
