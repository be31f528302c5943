// Answers of the quote form, shared by the server action and the browser form.
export const leadMessages = {
  success: 'Mensaje enviado correctamente. Nos pondremos en contacto contigo pronto.',
  failure: 'Error al enviar el mensaje. Por favor, inténtalo de nuevo.',
  rateLimited:
    'Has enviado demasiadas solicitudes en poco tiempo. Espera unos minutos y vuelve a intentarlo, o llámanos por teléfono.',
} as const
