// One real photo for the photo-hero page (bench/photo-hero-page.ts): a JPEG
// made here with sharp, noisy like a photograph so it weighs what one does,
// added to the benchmark's library by bench/seed-photo.ts through addPhoto.

import { execFile } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import sharp from 'sharp'
import { log, projectRoot } from './server'

const run = promisify(execFile)

/** A 2,400 × 1,600 JPEG of a few hundred KB: soft colour, grain and detail, as a phone's photo of a roof. */
export async function benchPhotoJpeg(): Promise<Uint8Array> {
  const width = 2400
  const height = 1600
  // Coarse noise blown up and blurred (shapes), then fine grain on top (texture), over a sky-to-roof gradient.
  let seed = 51
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
  const coarse = Buffer.alloc(120 * 80 * 3, 0).map(() => Math.floor(random() * 256))
  const shapes = await sharp(coarse, { raw: { width: 120, height: 80, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .blur(6)
    .raw()
    .toBuffer()
  const pixels = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3
      const sky = y / height
      const grain = (random() - 0.5) * 14
      pixels[i] = Math.max(0, Math.min(255, 60 + 120 * sky + 0.35 * (shapes[i]! - 128) + grain))
      pixels[i + 1] = Math.max(0, Math.min(255, 110 + 40 * sky + 0.35 * (shapes[i + 1]! - 128) + grain))
      pixels[i + 2] = Math.max(0, Math.min(255, 200 - 120 * sky + 0.35 * (shapes[i + 2]! - 128) + grain))
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer()
}

/** Where a BENCH build records the photo id baked into its photo-hero page. */
const builtIdFile = path.join(projectRoot, '.next-bench', 'bench-photo-id')

/**
 * Adds the photo to the library in `dataDir` (migrated, with its admin); answers its id. `reusingBuild`:
 * the existing build's page names the photo it was built with, whose file this one becomes too.
 */
export async function seedPhoto(dataDir: string, reusingBuild: boolean): Promise<string> {
  const builtId = reusingBuild && existsSync(builtIdFile) ? readFileSync(builtIdFile, 'utf8').trim() : ''
  const { stdout } = await run(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', path.join(__dirname, 'seed-photo.ts'), builtId],
    { cwd: projectRoot, env: { ...process.env, LOCAL_DATA_DIR: dataDir, NODE_ENV: 'production' } },
  )
  const photo = JSON.parse(stdout.trim().split('\n').at(-1)!) as { id: string; bytes: number; width: number }
  log(
    `photo ${photo.id} added through addPhoto: ${photo.width} px wide, ${Math.round(photo.bytes / 1024)} KB of WebP`,
  )
  return builtId || photo.id
}

/** Records the photo id the build bakes into its photo-hero page, for a later --no-build run. */
export const recordBuiltPhoto = (id: string) => writeFileSync(builtIdFile, `${id}\n`)
