import { limits } from '@/lib/seo/quality'

// How a search engine and a social network would show the page, from the
// editor's current values. Search results cut long titles and descriptions.

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text)

export function SearchPreview({
  url,
  title,
  description,
}: {
  url: string
  title: string
  description: string
}) {
  const { host, pathname } = new URL(url)
  const crumbs = pathname.split('/').filter(Boolean)
  return (
    <figure className="rounded-lg border border-line bg-white p-4">
      <figcaption className="text-xs font-semibold text-muted uppercase">
        Vista previa en buscadores
      </figcaption>
      <p className="mt-2 truncate text-sm text-ink">
        {host}
        {crumbs.length > 0 ? ` › ${crumbs.join(' › ')}` : ''}
      </p>
      <p className="mt-1 text-lg leading-snug text-[#1a0dab]">
        {cut(title, limits.titleMax) || 'Sin título'}
      </p>
      <p className="mt-1 text-sm text-[#4d5156]">
        {cut(description, limits.descriptionMax) || 'Sin descripción'}
      </p>
    </figure>
  )
}

export function SocialPreview({
  url,
  title,
  description,
  image,
}: {
  url: string
  title: string
  description: string
  image: string
}) {
  return (
    <figure className="overflow-hidden rounded-lg border border-line bg-white">
      <figcaption className="px-4 pt-4 text-xs font-semibold text-muted uppercase">
        Vista previa en redes sociales
      </figcaption>
      {/* eslint-disable-next-line @next/next/no-img-element -- any address staff type, shown as is */}
      <img src={image} alt="" className="mt-3 aspect-[1200/630] w-full bg-surface object-cover" />
      <div className="border-t border-line bg-surface p-3">
        <p className="text-xs text-muted uppercase">{new URL(url).host}</p>
        <p className="mt-1 font-semibold text-ink">{cut(title, 88)}</p>
        <p className="mt-1 text-sm text-muted">{cut(description, 120)}</p>
      </div>
    </figure>
  )
}
