/** A town page's facts, as staff type them in 'Nueva página'. */
export const townFacts = (town: string) => ({
  town,
  sunHours: 'Más de 3.000',
  irradiation: '1.850',
  reference: `La cubierta de la cooperativa del casco antiguo de ${town}`,
  area: `${town} y sus pedanías`,
})
