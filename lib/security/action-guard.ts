// Answers hostile server-action requests with a 4xx before Next.js sees them.
//
// Next.js 16 rejects them itself, but with a 500: its CSRF check throws on a
// foreign or unparsable Origin, and a body over `bodySizeLimit`, a body that
// is not valid JSON or a broken multipart body throw while it decodes the
// arguments. No option changes those answers, so proxy.ts runs this guard for
// the requests Next.js treats as possible actions (and only those, through its
// matcher): every check below mirrors one of Next.js's, so what passes here is
// still checked by Next.js, and what is refused here Next.js would refuse too.
// One check goes further: JSON nested deeper than any form of ours needs,
// which Next.js would parse until the stack ran out (a 500).

/** The server actions' body limit; next.config.ts gives Next.js the same one. */
export const ACTION_BODY_LIMIT_BYTES = 64 * 1024

/** How deep `[` and `{` may nest in an action's JSON: far more than any of the site's forms sends. */
export const ACTION_JSON_MAX_DEPTH = 64

export type Rejection = { status: 400 | 403 | 413 | 415; message: string }

const rejections = {
  origin: { status: 403, message: 'Origen no permitido.' },
  size: { status: 413, message: 'Solicitud demasiado grande.' },
  type: { status: 415, message: 'Tipo de contenido no admitido.' },
  body: { status: 400, message: 'Solicitud mal formada.' },
} as const satisfies Record<string, Rejection>

/** What Next.js treats as a possible server action (server-action-request-meta.js): a POST with a Next-Action header, or any multipart POST. */
export function isPossibleAction(method: string, headers: Headers): boolean {
  if (method !== 'POST') return false
  return headers.has('next-action') || (headers.get('content-type') ?? '').startsWith('multipart/form-data')
}

/**
 * Next.js's CSRF check (action-handler.js): an Origin header, when present,
 * must name the host the request was sent to (X-Forwarded-Host, else Host).
 * A missing Origin passes, as in Next.js (no browser omits it on a POST).
 * next.config.ts sets no `serverActions.allowedOrigins`; if it ever does, they must pass here too.
 */
export function checkOrigin(headers: Headers): Rejection | null {
  const origin = headers.get('origin')
  if (origin === null) return null
  let originHost: string
  try {
    originHost = origin === 'null' ? 'null' : new URL(origin).host
  } catch {
    return rejections.origin
  }
  const forwardedHost = headers.get('x-forwarded-host')?.split(',')[0]?.trim()
  const host = forwardedHost || headers.get('host')
  return host && originHost === host ? null : rejections.origin
}

/**
 * The body as Next.js will decode it: at most ACTION_BODY_LIMIT_BYTES; for an
 * action called from the browser, text (a JSON reply) or multipart (a FormData
 * reply); JSON that parses, multipart that parses.
 */
export async function checkBody(
  headers: Headers,
  body: ReadableStream<Uint8Array> | null,
): Promise<Rejection | null> {
  const contentType = headers.get('content-type') ?? ''
  const multipart = contentType.startsWith('multipart/form-data')
  if (!multipart && !contentType.startsWith('text/plain')) return rejections.type

  const declared = Number(headers.get('content-length') ?? 0)
  if (declared > ACTION_BODY_LIMIT_BYTES) return rejections.size
  const bytes = await readAtMost(body, ACTION_BODY_LIMIT_BYTES)
  if (bytes === null) return rejections.size

  try {
    if (multipart) {
      const form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData()
      return jsonPartsOf(form).some((part) => nestsTooDeep(part)) ? rejections.body : null
    }
    const text = new TextDecoder().decode(bytes)
    // Counted before parsing: JSON.parse of 10,000 levels may pass, React's decoding of it would not.
    if (nestsTooDeep(text)) return rejections.body
    JSON.parse(text)
    return null
  } catch {
    return rejections.body
  }
}

/**
 * The multipart parts React encodes as JSON (the action's arguments): those
 * named by a number alone. A FormData's own fields are named '<id>_<name>'
 * and hold the visitor's text as it was typed, which is not parsed.
 */
function jsonPartsOf(form: FormData): string[] {
  return [...form.entries()].flatMap(([name, value]) =>
    /^\d+$/.test(name) && typeof value === 'string' ? [value] : [],
  )
}

/**
 * Whether `[` and `{` nest deeper than ACTION_JSON_MAX_DEPTH, counted outside
 * JSON strings, in one pass without recursion (so a hostile body cannot
 * exhaust the stack here either). Unbalanced text is left to JSON.parse.
 */
export function nestsTooDeep(json: string, maxDepth = ACTION_JSON_MAX_DEPTH): boolean {
  let depth = 0
  let inString = false
  for (let index = 0; index < json.length; index++) {
    const char = json[index]
    if (inString) {
      if (char === '\\') index++
      else if (char === '"') inString = false
    } else if (char === '"') inString = true
    else if (char === '[' || char === '{') {
      if (++depth > maxDepth) return true
    } else if (char === ']' || char === '}') depth--
  }
  return false
}

/** The whole body, or null as soon as it grows over `limit` bytes (the photo upload reads with it too). */
export async function readAtMost(
  body: ReadableStream<Uint8Array> | null,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!body) return new Uint8Array()
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => undefined)
      return null
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

/** A plain-text 4xx for a hostile action request, or null to let Next.js handle it. */
export async function guardActionRequest(request: Request): Promise<Response | null> {
  if (!isPossibleAction(request.method, request.headers)) return null
  const rejection = checkOrigin(request.headers) ?? (await checkBody(request.headers, request.body))
  if (!rejection) return null
  return new Response(rejection.message, {
    status: rejection.status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })
}
