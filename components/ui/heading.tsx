import type { ReactNode } from 'react'

const styles = {
  1: 'text-display font-extrabold tracking-tight',
  2: 'text-title font-bold tracking-tight',
  3: 'text-subtitle font-semibold',
} as const

export function Heading({
  level,
  children,
  id,
  className = '',
}: {
  level: 1 | 2 | 3
  children: ReactNode
  id?: string
  className?: string
}) {
  const Tag = `h${level}` as const
  return (
    <Tag id={id} className={`text-balance ${styles[level]} ${className}`}>
      {children}
    </Tag>
  )
}
