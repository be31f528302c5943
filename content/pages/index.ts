import type { LandingPage } from '../types'
import { ayudasParaInstalarPlacasSolaresEnMurcia } from './ayudas-para-instalar-placas-solares-en-murcia'
import { ayudasPlacasSolares } from './ayudas-placas-solares'
import { instalacionElectricaDeBajaTension } from './instalacion-electrica-de-baja-tension'
import { instalacionElectricaEdificios } from './instalacion-electrica-edificios'
import { instalacionElectricaExterior } from './instalacion-electrica-exterior'
import { instalacionElectricaGarajes } from './instalacion-electrica-garajes'
import { instalacionElectricaIndustrial } from './instalacion-electrica-industrial'
import { instalacionElectricaMurcia } from './instalacion-electrica-murcia'
import { instalacionElectricaValencia } from './instalacion-electrica-valencia'
import { instalacionElectricaViviendas } from './instalacion-electrica-viviendas'
import { instalacionPlacasMurcia } from './instalacion-placas-murcia'
import { instalacionPlacasSolaresAlbacete } from './instalacion-placas-solares-albacete'
import { instalacionPlacasSolaresAlicante } from './instalacion-placas-solares-alicante'
import { instalacionPlacasSolaresAutoconsumo } from './instalacion-placas-solares-autoconsumo'
import { instalacionPlacasSolaresComunidadesVecinos } from './instalacion-placas-solares-comunidades-vecinos'
import { instalacionPlacasSolaresValencia } from './instalacion-placas-solares-valencia'
import { instalacionPlacasSolares } from './instalacion-placas-solares'
import { instalacionesElectricas } from './instalaciones-electricas'

/** Every landing page, in menu order. Adding a page: its content file, an entry here, and its route file. */
export const landingPages: LandingPage[] = [
  instalacionPlacasSolares,
  instalacionPlacasSolaresComunidadesVecinos,
  instalacionPlacasSolaresAutoconsumo,
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
]

export function getLandingPage(path: string): LandingPage {
  const page = landingPages.find((candidate) => candidate.path === path)
  if (!page) throw new Error(`No landing page content for ${path}`)
  return page
}
