'use client'

import Image from 'next/image'
import type { KeyboardEvent, MouseEvent } from 'react'
import { controlProps, FormField } from '@/components/ui/form-field'
import type { Point } from '@/lib/photos/focal-point'
import { CENTRE } from '@/lib/validations/photo'

// The photo's focal point, set by clicking on the photo (or with the arrow
// keys): the spot the site keeps in view wherever it crops the photo. The
// form posts it as focalX and focalY, from 0 to 1.

/** How far one arrow key moves the point; with Shift, a tenth of it. */
const STEP = 0.05

const clamped = (value: number) => Math.min(1, Math.max(0, Math.round(value * 1000) / 1000))
const percent = (value: number) => `${Math.round(value * 100)} %`

const moves: Record<string, Point> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
}

export function FocalPointField({
  idPrefix,
  photoId,
  width,
  height,
  value,
  error,
  onChange,
}: {
  /** Unique on the page: the control's id is `<idPrefix>-punto`. */
  idPrefix: string
  photoId: string
  width: number
  height: number
  value: Point
  error?: string
  onChange: (point: Point) => void
}) {
  const id = `${idPrefix}-punto`
  const parts = {
    hint: 'Haz clic en la parte de la foto que no debe recortarse. Con el teclado, las flechas lo mueven.',
    error,
  }
  const pick = (event: MouseEvent<HTMLButtonElement>) => {
    // A click from the keyboard (Enter, Space) has no position on the photo: the arrows move the point.
    if (event.detail === 0) return
    const box = event.currentTarget.getBoundingClientRect()
    onChange({
      x: clamped((event.clientX - box.left) / box.width),
      y: clamped((event.clientY - box.top) / box.height),
    })
  }
  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const direction = moves[event.key]
    if (!direction) return
    event.preventDefault()
    const step = event.shiftKey ? STEP / 10 : STEP
    onChange({ x: clamped(value.x + direction.x * step), y: clamped(value.y + direction.y * step) })
  }
  const atCentre = value.x === CENTRE && value.y === CENTRE
  return (
    <FormField id={id} label="Punto de interés" {...parts}>
      <input type="hidden" name="focalX" value={value.x} />
      <input type="hidden" name="focalY" value={value.y} />
      <button
        {...controlProps(id, parts)}
        type="button"
        onClick={pick}
        onKeyDown={move}
        className="relative mt-2 block w-full max-w-md cursor-crosshair overflow-hidden rounded-lg bg-surface"
      >
        <Image
          src={`/fotos/${photoId}.webp`}
          alt=""
          width={width}
          height={height}
          sizes="(min-width: 768px) 28rem, calc(100vw - 4rem)"
          className="h-auto w-full"
          draggable={false}
        />
        <span
          aria-hidden="true"
          data-testid="punto-de-interes"
          className="pointer-events-none absolute size-8 -translate-x-1/2 -translate-y-1/2 rounded-full border-4 border-white shadow-[0_0_0_2px_rgb(15_23_42)]"
          style={{ left: `${value.x * 100}%`, top: `${value.y * 100}%` }}
        />
      </button>
      <div className="mt-2 flex flex-wrap items-center gap-3 text-sm">
        <p aria-live="polite">
          {atCentre
            ? 'Ahora: el centro de la foto.'
            : `Ahora: a ${percent(value.x)} del borde izquierdo y a ${percent(value.y)} del borde de arriba.`}
        </p>
        {atCentre ? null : (
          <button
            type="button"
            onClick={() => onChange({ x: CENTRE, y: CENTRE })}
            className="min-h-11 rounded-md px-2 font-semibold text-brand-800 underline"
          >
            Volver al centro
          </button>
        )}
      </div>
    </FormField>
  )
}
