// Characters that show nothing, or turn the text around them: zero-width
// spaces and joiners, the left-to-right and right-to-left marks, the bidi
// embeddings, overrides and isolates, the word joiner and invisible operators,
// and the byte-order mark. 'Juan \u202Egnp.exe\u202C' reads 'Juan exe.png' on
// screen. They are removed from everything a lead carries, so what is stored,
// e-mailed and exported reads as it was typed. Plain module: browser and server.

const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g

/** The text without invisible and direction-changing characters. */
export const withoutInvisible = (text: string) => text.replace(INVISIBLE, '')
