export function SkipLink() {
  return (
    <a
      href="#contenido"
      className="sr-only z-50 rounded-md bg-sun-400 px-4 py-2 font-semibold text-brand-950 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      Saltar al contenido principal
    </a>
  )
}
