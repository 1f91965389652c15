import type { ComponentType } from 'react'

import { HydrateInSlices } from '@/components/HydrateInSlices'
import * as homeSectionsModule from '@/data/homeSections'
import * as homeStatsModule from '@/data/homeStats'
import { pageMetaContent } from '@/data/pageMetaContent'
import { CultureSection } from '@/features/home/CultureSection'
import { faqPageNode } from '@/features/home/faqJsonLd'
import { FestivalsSection } from '@/features/home/FestivalsSection'
import { FunZoneSection } from '@/features/home/FunZoneSection'
import { HeroesSection } from '@/features/home/HeroesSection'
import { HistorySection } from '@/features/home/HistorySection'
import { HomeFacts } from '@/features/home/HomeFacts'
import { HomeHero } from '@/features/home/HomeHero'
import { HomeSection } from '@/features/home/HomeSection'
import { teluguTwin } from '@/lib/i18n/edition'
import { paths, type HomeSectionId } from '@/lib/paths'
import { Seo } from '@/lib/seo/Seo'

const homeSectionsContent = teluguTwin(
  homeSectionsModule,
  () => import('@/data/te/homeSections'),
)
const homeStatsContent = teluguTwin(
  homeStatsModule,
  () => import('@/data/te/homeStats'),
)

const SECTION_BODIES: Record<HomeSectionId, ComponentType> = {
  history: HistorySection,
  culture: CultureSection,
  heroes: HeroesSection,
  festivals: FestivalsSection,
  games: FunZoneSection,
}

export function HomePage() {
  const meta = pageMetaContent().pageMeta.home
  const { homeSections } = homeSectionsContent()
  const { homeDefinitions } = homeStatsContent()
  return (
    <>
      <Seo
        {...meta}
        path={paths.home.getHref()}
        jsonLd={[faqPageNode(homeDefinitions)]}
      />
      <HomeHero />
      {homeSections.map((section, index) => {
        const Body = SECTION_BODIES[section.id]
        return (
          <HydrateInSlices key={section.id}>
            <HomeSection
              id={section.id}
              title={section.title}
              intro={section.intro}
              className={index % 2 === 1 ? 'bg-cream-200/60' : undefined}
            >
              <Body />
            </HomeSection>
          </HydrateInSlices>
        )
      })}
      <HomeFacts />
    </>
  )
}
