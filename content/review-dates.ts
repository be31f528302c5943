// The day by which staff should check a page again ('YYYY-MM-DD'), as the
// repository ships it. The subsidy guides list programmes with deadlines:
// they are due as soon as those close; the savings calculator's figures (aid,
// prices) at the end of each year. Staff set later dates in the editor.

export const builtInReviewBefore: Partial<Record<string, string>> = {
  '/ayudas-placas-solares': '2026-03-31',
  '/ayudas-para-instalar-placas-solares-en-murcia': '2026-03-31',
  '/calcular-ahorro-placas-solares': '2026-12-31',
}
