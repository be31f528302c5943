import { Heading } from '@/components/ui/heading'

/** The heading and optional introduction of a section; the id ties the section's aria-labelledby to it. */
export function SectionHeader({
  id,
  heading,
  intro,
  align = 'left',
  tone = 'light',
}: {
  id: string
  heading: string
  intro?: string[]
  align?: 'left' | 'center'
  tone?: 'light' | 'dark'
}) {
  const centered = align === 'center' ? 'mx-auto text-center' : ''
  return (
    <div className={`max-w-3xl ${centered}`}>
      <Heading level={2} id={id} className={tone === 'dark' ? 'text-white' : 'text-brand-900'}>
        {heading}
      </Heading>
      {intro?.map((paragraph) => (
        <p key={paragraph} className={`mt-4 text-lg ${tone === 'dark' ? 'text-brand-100' : 'text-muted'}`}>
          {paragraph}
        </p>
      ))}
    </div>
  )
}
