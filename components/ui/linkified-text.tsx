// Turns the web addresses and e-mail addresses inside a plain text into links.
// Content stays plain strings (no HTML in data); this is the one place that
// gives them links.

const pattern = /(https?:\/\/[^\s,;)]+[^\s,;).]|[\w.+-]+@[\w-]+(?:\.[\w-]+)+)/g

export function LinkifiedText({ text }: { text: string }) {
  const parts = text.split(pattern)
  return (
    <>
      {parts.map((part, index) => {
        if (index % 2 === 0) return part
        const href = part.includes('@') && !part.startsWith('http') ? `mailto:${part}` : part
        return (
          <a key={index} href={href} className="font-medium text-brand-700 underline hover:text-brand-900">
            {part}
          </a>
        )
      })}
    </>
  )
}
