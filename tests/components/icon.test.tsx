/** @jest-environment jsdom */
import { render } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { Sun } from 'lucide'
import { Icon, SvgIcon } from '@/components/ui/icon'

describe('an icon', () => {
  it('draws every shape of its lucide icon, hidden from assistive technology', () => {
    const { container } = render(<Icon name="sun" className="size-8" />)
    const svg = container.querySelector('svg')!
    expect(svg).toHaveAttribute('aria-hidden', 'true')
    expect(svg).toHaveAttribute('focusable', 'false')
    expect(svg).toHaveAttribute('class', 'size-8')
    expect(svg).toHaveAttribute('stroke-width', '1.75')
    expect(svg.querySelectorAll('circle')).toHaveLength(1)
    expect(svg.querySelectorAll('path')).toHaveLength(Sun.length - 1)
    expect(svg.querySelector('circle')).toHaveAttribute('r', '4')
  })

  it('reaches the HTML as one element with its shapes inside', () => {
    const html = renderToStaticMarkup(
      <SvgIcon node={[['rect', { x: '2', y: '3', width: '4', height: '5', rx: '1' }]]} />,
    )
    expect(html).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false" class="size-6"><rect x="2" y="3" width="4" height="5" rx="1"/></svg>',
    )
  })

  it('escapes attribute values', () => {
    const html = renderToStaticMarkup(
      <SvgIcon node={[['path', { d: 'M0 0"/><script>alert(1)</script>' }]]} />,
    )
    expect(html).toContain('<path d="M0 0&quot;/>&lt;script>alert(1)&lt;/script>"/>')
    expect(html).not.toContain('<script>')
  })
})
