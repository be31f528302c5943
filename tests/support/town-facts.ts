import { formOf } from './form-data'

/** A town page's facts, as staff type them in 'Nueva página'. */
export const townFacts = (town: string) => ({
  town,
  sunHours: 'Más de 3.000',
  irradiation: '1.850',
  reference: `La cubierta de la cooperativa del casco antiguo de ${town}`,
  area: `${town} y sus pedanías`,
})

/** 'Nueva página' posting a town page at `path` from the 'placas-localidad' template. */
export const townPageForm = (path: string, town: string) =>
  formOf({ template: 'placas-localidad', path, ...townFacts(town) })
