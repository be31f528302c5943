const whole = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 0 })
const tenths = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 })

/**
 * A file's size as every photo screen writes it: KB under a megabyte, else MB
 * to a tenth. Always rounded up, so a file just over a limit never reads as
 * the limit, and one file reads the same wherever it shows.
 */
export function formatFileSize(bytes: number): string {
  if (bytes < 2 ** 20) return `${whole.format(Math.max(1, Math.ceil(bytes / 1024)))} KB`
  return `${tenths.format(Math.ceil((bytes / 2 ** 20) * 10) / 10)} MB`
}
