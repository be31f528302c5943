import { fieldErrorsOf, firstErrorMessage, leadSchema } from '@/lib/validations/lead'
import { validLeadForm } from '../support/leads'

const valid = validLeadForm

const errorsOf = (input: unknown) => {
  const result = leadSchema.safeParse(input)
  return result.success ? {} : fieldErrorsOf(result.error)
}

// The message each text field gives for a character it does not allow.
const notAllowed = {
  email: 'El email contiene caracteres no permitidos',
  nombre: 'El nombre contiene caracteres no permitidos',
  empresa: 'La empresa contiene caracteres no permitidos',
  ciudad: 'La ciudad contiene caracteres no permitidos',
  telefono: 'El teléfono contiene caracteres no permitidos',
  mensaje: 'El mensaje contiene caracteres no permitidos',
}
const notAllowedIn = (...fields: (keyof typeof notAllowed)[]) =>
  Object.fromEntries(fields.map((field) => [field, notAllowed[field]]))

// Each validation rule: the maximum is accepted, one more is refused with its message.
describe.each([
  ['nombre', 100, 'Nombre demasiado largo'],
  ['empresa', 100, 'Empresa demasiado larga'],
  ['ciudad', 100, 'Ciudad demasiado larga'],
  ['telefono', 20, 'Teléfono demasiado largo'],
  ['mensaje', 2000, 'Mensaje demasiado largo'],
] as const)('%s', (field, max, message) => {
  it(`accepts ${max} characters`, () => {
    expect(errorsOf({ ...valid, [field]: 'a'.repeat(max) })).toEqual({})
  })
  it(`refuses ${max + 1} characters with '${message}'`, () => {
    expect(errorsOf({ ...valid, [field]: 'a'.repeat(max + 1) })).toEqual({ [field]: message })
  })
})

describe('email', () => {
  const at255 = `${'a'.repeat(243)}@example.com`
  it('accepts 255 characters and refuses 256 with its message', () => {
    expect(at255).toHaveLength(255)
    expect(errorsOf({ ...valid, email: at255 })).toEqual({})
    expect(errorsOf({ ...valid, email: `a${at255}` })).toEqual({ email: 'Email demasiado largo' })
  })
  it('is trimmed, and refused when invalid', () => {
    expect(leadSchema.parse({ ...valid, email: '  ana@example.com  ' }).email).toBe('ana@example.com')
    expect(errorsOf({ ...valid, email: 'ana@' })).toEqual({ email: 'Email inválido' })
    expect(errorsOf({ ...valid, email: '' })).toEqual({ email: 'Email inválido' })
  })
})

describe('required fields and checkboxes', () => {
  it('refuses blank required fields, spaces included, with their messages', () => {
    expect(errorsOf({ ...valid, nombre: '   ', ciudad: '', mensaje: ' \n ' })).toEqual({
      nombre: 'El nombre es obligatorio',
      ciudad: 'La ciudad es obligatoria',
      mensaje: 'El mensaje es obligatorio',
    })
  })
  it('requires the privacy policy to be accepted', () => {
    expect(errorsOf({ ...valid, aceptaPrivacidad: false })).toEqual({
      aceptaPrivacidad: 'Debes aceptar la política de privacidad',
    })
  })
  it('defaults the communications consent to false', () => {
    const { aceptaComunicaciones, ...withoutConsent } = valid
    expect(aceptaComunicaciones).toBe(false)
    expect(leadSchema.parse(withoutConsent).aceptaComunicaciones).toBe(false)
  })
  it('answers a request that skips the browser (nothing sent) with the same Spanish messages, email first', () => {
    const errors = errorsOf({})
    expect(errors).toEqual({
      email: 'Email inválido',
      nombre: 'El nombre es obligatorio',
      ciudad: 'La ciudad es obligatoria',
      mensaje: 'El mensaje es obligatorio',
      aceptaPrivacidad: 'Debes aceptar la política de privacidad',
    })
    expect(firstErrorMessage(errors)).toBe('Email inválido')
  })
})

describe('hostile input', () => {
  it('refuses wrong types', () => {
    expect(errorsOf({ ...valid, nombre: 42, aceptaPrivacidad: 'true', mensaje: ['x'] })).toEqual({
      nombre: 'El nombre es obligatorio',
      mensaje: 'El mensaje es obligatorio',
      aceptaPrivacidad: 'Debes aceptar la política de privacidad',
    })
  })
  it('drops fields it does not know', () => {
    expect(leadSchema.parse({ ...valid, admin: true, id: 'x' })).not.toHaveProperty('admin')
  })
  it('keeps line breaks and tabs in the message, accents and emoji everywhere', () => {
    const parsed = leadSchema.parse({
      ...valid,
      nombre: 'José Ñúñez 👷',
      mensaje: 'Línea 1\r\nLínea 2\tfin ☀️\rLínea 3',
    })
    expect(parsed.nombre).toBe('José Ñúñez 👷')
    expect(parsed.mensaje).toBe('Línea 1\nLínea 2\tfin ☀️\nLínea 3')
  })
  it('refuses a control character with the field’s own message', () => {
    expect(errorsOf({ ...valid, nombre: 'Juan\u0007' })).toEqual(notAllowedIn('nombre'))
    expect(errorsOf({ ...valid, ciudad: 'Cieza\u0085', empresa: 'A\u007fB', telefono: '600\u001b' })).toEqual(
      notAllowedIn('ciudad', 'empresa', 'telefono'),
    )
    expect(errorsOf({ ...valid, email: 'ana@example.com\u0000' })).toEqual(notAllowedIn('email'))
  })
  it('refuses line breaks and tabs in a one-line field, and any other control in the message', () => {
    expect(errorsOf({ ...valid, nombre: 'Juan\nPérez', ciudad: 'Cieza\t' })).toEqual(
      notAllowedIn('nombre', 'ciudad'),
    )
    expect(errorsOf({ ...valid, mensaje: 'Hola\u001b[31m' })).toEqual(notAllowedIn('mensaje'))
  })
  it('removes invisible and direction-changing characters from every text field', () => {
    const invisible =
      '\u200b\u200c\u200d\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2060\u2061\u2062\u2063\u2064\u2066\u2067\u2068\u2069\ufeff'
    const parsed = leadSchema.parse({
      ...valid,
      email: `ana${invisible}@example.com`,
      nombre: 'Juan \u202egnp.exe\u202c',
      empresa: `Solar${invisible} SL`,
      ciudad: `\ufeffCieza${invisible}`,
      telefono: `600${invisible}000000`,
      mensaje: `Hola${invisible}\nadiós`,
    })
    expect(parsed).toMatchObject({
      email: 'ana@example.com',
      nombre: 'Juan gnp.exe',
      empresa: 'Solar SL',
      ciudad: 'Cieza',
      telefono: '600000000',
      mensaje: 'Hola\nadiós',
    })
    expect(errorsOf({ ...valid, nombre: '\u200b\u202e\u2066' })).toEqual({
      nombre: 'El nombre es obligatorio',
    })
  })
  it('keeps HTML and script as plain text (rendering escapes it)', () => {
    const parsed = leadSchema.parse({ ...valid, mensaje: '<script>alert(1)</script>' })
    expect(parsed.mensaje).toBe('<script>alert(1)</script>')
  })
})
