import { photoHeroPage } from '@/bench/photo-hero-page'
import { getLandingPage } from '@/content/pages'
import { seoRoute } from '@/components/seo/seo-route'
import { LandingPage } from '@/components/sections/landing-page'
import { applyStoredContent } from '@/lib/content/apply-stored'
import { withSeo } from '@/lib/seo/apply'

// Benchmark page, built only with BENCH=1 (next.config.ts): a landing page
// exactly as its own route renders it, under the same layout, but its hero
// shows the photo that bench/photo-hero.ts added to the library through
// addPhoto, as staff's choice would. bench/lighthouse.ts sets it beside the
// landing page with its drawing.

const photo = process.env.BENCH_PHOTO_ID
if (!photo) throw new Error('BENCH_PHOTO_ID is not set: build with npm run bench, which adds the photo')

const builtIn = getLandingPage(photoHeroPage.of)
const route = seoRoute(photoHeroPage.of, ({ seo, content }) => {
  const page = applyStoredContent(builtIn, content?.content ?? null)
  return (
    <LandingPage
      page={withSeo({ ...page, hero: { ...page.hero, picture: { ...page.hero.picture, photo } } }, seo)}
    />
  )
})

export const metadata = { title: 'Página con foto de portada', robots: { index: false } }
export default route.Page
