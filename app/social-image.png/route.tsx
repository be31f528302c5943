import { ImageResponse } from 'next/og'
import { site } from '@/content/site'

// The default social-sharing image (1200x630), drawn once at build time.
// A page's SEO record can name another image (og_image).

export const dynamic = 'force-static'

export function GET() {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 72,
        background: 'linear-gradient(135deg, #0b2545 0%, #13315c 60%, #1d4e89 100%)',
        color: '#ffffff',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
        <div
          style={{
            width: 96,
            height: 96,
            borderRadius: 48,
            background: 'linear-gradient(180deg, #fbbf24, #f59e0b)',
            display: 'flex',
          }}
        />
        <div style={{ fontSize: 44, fontWeight: 700 }}>{site.brand}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
        <div style={{ fontSize: 72, fontWeight: 800, lineHeight: 1.1 }}>
          Instalaciones eléctricas y placas solares
        </div>
        <div style={{ fontSize: 36, color: '#fde68a' }}>
          Murcia · Valencia · Alicante · Albacete — Presupuesto gratuito
        </div>
      </div>
    </div>,
    { width: 1200, height: 630 },
  )
}
