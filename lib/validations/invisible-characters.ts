// Characters that show nothing, or turn the text around them:
// - every format character (Unicode's Cf): zero-width spaces and joiners, the
//   direction marks, bidi embeddings, overrides and isolates, the word joiner
//   and invisible operators, the soft hyphen, the byte-order mark, and the tag
//   characters, which carry hidden ASCII text ('ASCII smuggling');
// - the whole tag block, U+E0000 to U+E007F, its unassigned points included;
// - letters and symbols drawn as a blank: the Hangul fillers (U+115F, U+1160,
//   U+3164, U+FFA0), the braille blank (U+2800) and the Mongolian vowel
//   separator (U+180E, a space before Unicode 6.3).
// 'Juan \u202Egnp.exe\u202C' reads 'Juan exe.png' on screen. They are removed
// from everything a lead carries, so what is stored, e-mailed and exported
// reads as it was typed; public.leads refuses them too (its check
// leads_visible_text lists the same code points, since PostgreSQL's regular
// expressions know no \p{Cf}). Plain module: browser and server.

const INVISIBLE = /[\p{Cf}\u{E0000}-\u{E007F}\u115F\u1160\u180E\u2800\u3164\uFFA0]/gu

/** The text without invisible and direction-changing characters. */
export const withoutInvisible = (text: string) => text.replace(INVISIBLE, '')
