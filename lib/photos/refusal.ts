// Why an upload was refused, in Spanish for staff, with the HTTP status the
// upload route answers. Nothing is stored when one is thrown.

export const photoRefusals = {
  tooLarge: {
    status: 413,
    message:
      'La foto ocupa más de 4 MB. Súbela desde la biblioteca de fotos del panel, que la reduce antes de enviarla, o redúcela tú.',
  },
  notAnImage: {
    status: 415,
    message: 'El archivo no es una foto: sube una imagen JPEG, PNG, WebP o AVIF.',
  },
  svg: {
    status: 415,
    message:
      'Las imágenes SVG no se aceptan en la biblioteca de fotos: sube una foto JPEG, PNG, WebP o AVIF.',
  },
  heic: {
    status: 415,
    message:
      'Las fotos HEIC del iPhone no se aceptan. Envíala como JPEG (por ejemplo, compartiéndola desde Fotos), ' +
      'o cambia el formato de la cámara del iPhone en Ajustes > Cámara > Formatos > «Más compatible».',
  },
  tooLong: {
    status: 422,
    message: 'La imagen mide más de 16.384 píxeles de ancho o de alto: redúcela antes de subirla.',
  },
  animated: {
    status: 415,
    message:
      'Las imágenes animadas no se aceptan en la biblioteca de fotos: sube una foto fija JPEG, PNG, WebP o AVIF.',
  },
  tooManyPixels: {
    status: 422,
    message: 'La imagen tiene demasiados píxeles (más de 50 megapíxeles): redúcela antes de subirla.',
  },
  unreadable: {
    status: 422,
    message: 'No se ha podido leer la imagen: el archivo puede estar dañado. Prueba con otro.',
  },
} as const

export type PhotoRefusalKind = keyof typeof photoRefusals

/** A refused upload: its kind, the Spanish message and the HTTP status. */
export class PhotoRefusal extends Error {
  readonly status: number
  constructor(readonly kind: PhotoRefusalKind) {
    super(photoRefusals[kind].message)
    this.name = 'PhotoRefusal'
    this.status = photoRefusals[kind].status
  }
}
