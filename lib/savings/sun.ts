// The shape of a solar panel's year: how its yearly output splits among the
// months at a given latitude. For a representative day of each month it
// follows the sun across the sky (sunrise to sunset, its height at each moment)
// and adds what reaches a south-facing panel at its best tilt through the air
// the light crosses (more air when the sun is low, in winter). Weather is left
// out: the province's yearly figure, which includes it, scales the shape.

const DEGREE = Math.PI / 180
/** A month's representative day of the year (Klein's days): its sun stands for the month's average. */
const MONTH_DAYS = [17, 47, 75, 105, 135, 162, 198, 228, 258, 288, 318, 344]
export const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
/** A south-facing panel's best tilt here is close to the latitude less a few degrees (33-35° around Murcia). */
const TILT_BELOW_LATITUDE = 4
/** Steps of the sun's hour angle: a quarter of an hour. */
const STEP = 3.75 * DEGREE

/** Light that crosses `airMass` atmospheres on a clear day, as a share of what reaches the top (Meinel). */
const transmittance = (airMass: number) => 0.7 ** (airMass ** 0.678)

/** Light reaching the tilted panel over one day, in arbitrary units. */
function dayOnPanel(latitude: number, dayOfYear: number): number {
  const phi = latitude * DEGREE
  const tilt = (latitude - TILT_BELOW_LATITUDE) * DEGREE
  const declination = 23.45 * DEGREE * Math.sin((2 * Math.PI * (284 + dayOfYear)) / 365)
  const distance = 1 + 0.033 * Math.cos((2 * Math.PI * dayOfYear) / 365)
  let total = 0
  for (let hourAngle = -Math.PI; hourAngle <= Math.PI; hourAngle += STEP) {
    const sunHeight =
      Math.sin(phi) * Math.sin(declination) + Math.cos(phi) * Math.cos(declination) * Math.cos(hourAngle)
    if (sunHeight <= 0) continue
    const onPanel =
      Math.sin(phi - tilt) * Math.sin(declination) +
      Math.cos(phi - tilt) * Math.cos(declination) * Math.cos(hourAngle)
    if (onPanel > 0) total += distance * transmittance(1 / sunHeight) * onPanel
  }
  return total
}

/** Each month's share (January first) of a south-facing panel's yearly output; they add up to 1. */
export function monthlyShares(latitude: number): number[] {
  const months = MONTH_DAYS.map((day, index) => dayOnPanel(latitude, day) * DAYS_IN_MONTH[index]!)
  const year = months.reduce((sum, month) => sum + month, 0)
  return months.map((month) => month / year)
}
