// What photo uploads cost the server: its memory (the resident set of the
// `next start` process and any child, sampled) and each upload's time, for
// three hostile files sent at once (a long thin PNG each way, a WebP of
// 87,377 frames, the shapes an outside review used to take seconds and
// gigabytes), then for three real photos of about 4 MB each sent at once.

import { readFileSync } from 'node:fs'
import sharp from 'sharp'
import { MAX_UPLOAD_BYTES } from '@/lib/photos/limits'
import { manyFrameWebp, pngDeclaring } from '@/tests/photos/images'
import { errorText, show, table } from './figures'
import { adminCookie } from './inbox'
import { log, type BenchServer } from './server'

type Upload = { label: string; bytes: Buffer<ArrayBuffer>; type: string }

/** The goals the hostile files are read against. */
const GOAL = { peakMegabytes: 600, hostileMs: 3_000 }

/** The resident memory of `pid` and every process under it, in MB (Linux /proc). */
function treeRssMegabytes(pid: number): number {
  let kilobytes = 0
  const visit = (id: number) => {
    try {
      kilobytes += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${id}/status`, 'utf8'))?.[1] ?? 0)
      for (const child of readFileSync(`/proc/${id}/task/${id}/children`, 'utf8').split(' ').filter(Boolean))
        visit(Number(child))
    } catch {
      // The process ended between two reads.
    }
  }
  visit(pid)
  return kilobytes / 1024
}

/** Samples the server's memory every 20 ms while `work` runs: its peak, in MB. */
async function peakDuring<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; peak: number }> {
  let peak = treeRssMegabytes(pid)
  const sampler = setInterval(() => (peak = Math.max(peak, treeRssMegabytes(pid))), 20)
  try {
    const result = await work()
    return { result, peak: Math.max(peak, treeRssMegabytes(pid)) }
  } finally {
    clearInterval(sampler)
  }
}

/** A camera-like photo, 4,000 × 3,000 with a sensor's grain, as a JPEG just under the upload limit. */
async function realPhoto(seed: number): Promise<Buffer<ArrayBuffer>> {
  const grain = sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: { r: 90 + seed * 40, g: 130, b: 180 - seed * 30 },
      noise: { type: 'gaussian', mean: 128, sigma: 28 },
    },
  })
  const pixels = await grain.blur(0.8).raw().toBuffer()
  const encode = (quality: number) =>
    sharp(pixels, { raw: { width: 4000, height: 3000, channels: 3 } })
      .jpeg({ quality })
      .toBuffer()
  // The highest quality that fits: about 4 MB, as a phone's photo the browser could not shrink.
  for (let quality = 95; quality > 30; quality -= 5) {
    const jpeg = await encode(quality)
    if (jpeg.byteLength <= MAX_UPLOAD_BYTES) return jpeg
  }
  throw new Error('no quality brings the bench photo under the upload limit')
}

async function uploadAll(server: BenchServer, cookie: string, uploads: Upload[]) {
  const details = encodeURIComponent(JSON.stringify({ alt: 'Placas solares en una nave de Cieza' }))
  return Promise.all(
    uploads.map(async ({ label, bytes, type }) => {
      const started = performance.now()
      try {
        const response = await fetch(`${server.baseUrl}/api/fotos`, {
          method: 'POST',
          body: bytes,
          headers: {
            cookie,
            origin: server.baseUrl,
            'sec-fetch-site': 'same-origin',
            'content-type': type,
            'x-foto-datos': details,
          },
        })
        const answer = (await response.json()) as { error?: string; photo?: { width: number } }
        const said = answer.error ?? `stored, ${answer.photo?.width ?? '?'} px wide`
        return { label, bytes, status: String(response.status), said, ms: performance.now() - started }
      } catch (error) {
        return { label, bytes, status: 'failed', said: errorText(error), ms: performance.now() - started }
      }
    }),
  )
}

async function round(server: BenchServer, cookie: string, uploads: Upload[]) {
  const before = treeRssMegabytes(server.pid)
  const { result, peak } = await peakDuring(server.pid, () => uploadAll(server, cookie, uploads))
  for (const { label, status, ms } of result) log(`photos ${label}: ${status} in ${show(ms)} ms`)
  log(`photos: server memory ${show(before)} MB before, ${show(peak)} MB at most`)
  return { result, before, peak }
}

export async function benchPhotoUploads(server: BenchServer, authSecret: string): Promise<string> {
  log('photos: making the hostile files and three 4 MB photos…')
  const hostile: Upload[] = [
    { label: 'PNG 50,000,000 × 1', bytes: pngDeclaring(50_000_000, 1, { whole: true }), type: 'image/png' },
    { label: 'PNG 1 × 50,000,000', bytes: pngDeclaring(1, 50_000_000, { whole: true }), type: 'image/png' },
    { label: 'WebP of 87,377 frames', bytes: await manyFrameWebp(87_377), type: 'image/webp' },
  ]
  const real: Upload[] = []
  for (const seed of [0, 1, 2])
    real.push({
      label: `Photo ${seed + 1}, 4,000 × 3,000 JPEG`,
      bytes: await realPhoto(seed),
      type: 'image/jpeg',
    })
  const cookie = adminCookie(authSecret)
  // One small photo first, untimed: the route's code and sharp's decoders load on the first upload.
  const warmUp = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#369' } })
    .jpeg()
    .toBuffer()
  await uploadAll(server, cookie, [{ label: 'warm-up', bytes: warmUp, type: 'image/jpeg' }])
  const rounds = [
    { name: 'Three hostile files at once', ...(await round(server, cookie, hostile)) },
    { name: 'Three real photos at once', ...(await round(server, cookie, real)) },
  ]
  const rows = rounds.flatMap(({ name, result, before, peak }) =>
    result.map(({ label, bytes, status, said, ms }, index) => [
      index === 0 ? name : '',
      label,
      show(bytes.byteLength / 1024),
      `${status}: ${said.slice(0, 60)}`,
      show(ms),
      index === 0 ? `${show(before)} → ${show(peak)}` : '',
    ]),
  )
  const hostileRound = rounds[0]!
  const slowest = Math.max(...hostileRound.result.map(({ ms }) => ms))
  return [
    '## Photo uploads',
    '',
    'Each round sent at once by the seeded admin to `POST /api/fotos`, after one small upload to load the code;',
    'the server’s memory is the resident set of `next start` and its children, sampled every 20 ms, before the',
    'round and at its peak.',
    '',
    table(['Round', 'File', 'KB', 'Answer', 'Time ms', 'Server MB (before → peak)'], rows),
    '',
    `Goal for the hostile files: a peak under ${show(GOAL.peakMegabytes)} MB (${show(hostileRound.peak)} MB) and each`,
    `under ${show(GOAL.hostileMs)} ms (the slowest ${show(slowest)} ms): ${
      hostileRound.peak < GOAL.peakMegabytes && slowest < GOAL.hostileMs ? 'met' : 'missed'
    }.`,
  ].join('\n')
}
