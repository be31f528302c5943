/** @jest-environment node */
import { fieldErrorsOf, firstErrorMessage, leadSchema } from '@/lib/validations/lead'
import { validLeadForm } from '../support/leads'

const valid = validLeadForm

const errorsOf = (input: unknown) => {
  const result = leadSchema.safeParse(input)
  return result.success ? {} : fieldErrorsOf(result.error)
}

// Each rule of the specification's table: the maximum is accepted, one more is refused with its message.
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
  it('removes control characters, keeps line breaks in the message, keeps accents and emoji', () => {
    const parsed = leadSchema.parse({
      ...valid,
      nombre: 'Jos\u0000é\u0007 Ñúñez 👷',
      mensaje: 'Línea 1\r\nLínea 2\u0000\u001b[31m ☀️',
    })
    expect(parsed.nombre).toBe('José Ñúñez 👷')
    expect(parsed.mensaje).toBe('Línea 1\nLínea 2[31m ☀️')
  })
  it('keeps HTML and script as plain text (rendering escapes it)', () => {
    const parsed = leadSchema.parse({ ...valid, mensaje: '<script>alert(1)</script>' })
    expect(parsed.mensaje).toBe('<script>alert(1)</script>')
  })
})
