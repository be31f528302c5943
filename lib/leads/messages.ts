// Answers of the quote form, shared by the server action and the browser form.
export const leadMessages = {
  success: 'Mensaje enviado correctamente. Nos pondremos en contacto contigo pronto.',
  failure: 'Error al enviar el mensaje. Por favor, inténtalo de nuevo.',
  rateLimited:
    'Has enviado demasiadas solicitudes en poco tiempo. Espera unos minutos y vuelve a intentarlo, o llámanos por teléfono.',
  /** The estimate's inputs cannot be read: nothing is sent. */
  estimateInvalid: (reason = 'faltan datos') =>
    `No hemos podido leer tu cálculo de ahorro (${reason.charAt(0).toLowerCase()}${reason.slice(1)}). Vuelve a calcular tu ahorro y pide el presupuesto desde el resultado.`,
  /** Worked out again with the published figures, the estimate differs from the one shown: nothing is sent yet. */
  estimateChanged:
    'Hemos actualizado tu cálculo de ahorro con los datos vigentes y el resultado ha cambiado. Revísalo y pulsa «Enviar solicitud» para enviarla con el cálculo nuevo.',
} as const
