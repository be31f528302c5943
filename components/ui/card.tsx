import type { ReactNode } from 'react'

export function Card({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={`flex flex-col rounded-(--radius-card) border border-line bg-white p-6 shadow-(--shadow-card) ${className}`}
    >
      {children}
    </div>
  )
}
