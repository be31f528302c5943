import type { LandingPage } from '../types'
import ayudasParaInstalarPlacasSolaresEnMurcia from './ayudas-para-instalar-placas-solares-en-murcia.json'
import ayudasPlacasSolares from './ayudas-placas-solares.json'
import calcularAhorroPlacasSolares from './calcular-ahorro-placas-solares.json'
import instalacionElectricaDeBajaTension from './instalacion-electrica-de-baja-tension.json'
import instalacionElectricaEdificios from './instalacion-electrica-edificios.json'
import instalacionElectricaExterior from './instalacion-electrica-exterior.json'
import instalacionElectricaGarajes from './instalacion-electrica-garajes.json'
import instalacionElectricaIndustrial from './instalacion-electrica-industrial.json'
import instalacionElectricaMurcia from './instalacion-electrica-murcia.json'
import instalacionElectricaValencia from './instalacion-electrica-valencia.json'
import instalacionElectricaViviendas from './instalacion-electrica-viviendas.json'
import instalacionPlacasMurcia from './instalacion-placas-murcia.json'
import instalacionPlacasSolaresAlbacete from './instalacion-placas-solares-albacete.json'
import instalacionPlacasSolaresAlicante from './instalacion-placas-solares-alicante.json'
import instalacionPlacasSolaresAutoconsumo from './instalacion-placas-solares-autoconsumo.json'
import instalacionPlacasSolaresComunidadesVecinos from './instalacion-placas-solares-comunidades-vecinos.json'
import instalacionPlacasSolaresValencia from './instalacion-placas-solares-valencia.json'
import instalacionPlacasSolares from './instalacion-placas-solares.json'
import instalacionesElectricas from './instalaciones-electricas.json'

/**
 * Every landing page, in menu order. Adding a page: its JSON file, an entry here, and its route file.
 * The cast is safe: tests/content/landing-page-files.test.ts checks every file against the schema.
 */
export const landingPages = [
  instalacionPlacasSolares,
  instalacionPlacasSolaresComunidadesVecinos,
  instalacionPlacasSolaresAutoconsumo,
  calcularAhorroPlacasSolares,
  instalacionPlacasMurcia,
  instalacionPlacasSolaresAlbacete,
  instalacionPlacasSolaresValencia,
  instalacionPlacasSolaresAlicante,
  instalacionesElectricas,
  instalacionElectricaMurcia,
  instalacionElectricaValencia,
  instalacionElectricaExterior,
  instalacionElectricaViviendas,
  instalacionElectricaIndustrial,
  instalacionElectricaEdificios,
  instalacionElectricaGarajes,
  instalacionElectricaDeBajaTension,
  ayudasPlacasSolares,
  ayudasParaInstalarPlacasSolaresEnMurcia,
] as LandingPage[]

export function getLandingPage(path: string): LandingPage {
  const page = landingPages.find((candidate) => candidate.path === path)
  if (!page) throw new Error(`No landing page content for ${path}`)
  return page
}
