import { PageHeader } from '@/components/ui/PageHeader'
import { pageMetaContent } from '@/data/pageMetaContent'
import * as storyModule from '@/data/story'
import { LifeLessons } from '@/features/story/LifeLessons'
import { PrayerAndMantra } from '@/features/story/PrayerAndMantra'
import { StoryChapters } from '@/features/story/StoryChapters'
import { StoryFestivals } from '@/features/story/StoryFestivals'
import { storyArticleNode } from '@/features/story/storyJsonLd'
import { StoryValues } from '@/features/story/StoryValues'
import { StoryVideos } from '@/features/story/StoryVideos'
import { getSiteUrl } from '@/lib/env'
import { teluguTwin } from '@/lib/i18n/edition'
import { getActiveLanguage, LANGUAGE_TAGS } from '@/lib/i18n/language'
import { paths } from '@/lib/paths'
import { Seo } from '@/lib/seo/Seo'

const storyContent = teluguTwin(storyModule, () => import('@/data/te/story'))

export function VasaviStoryPage() {
  const meta = pageMetaContent().pageMeta.vasaviStory
  const path = paths.vasaviStory.getHref()
  const article = storyArticleNode({
    siteUrl: getSiteUrl(),
    path,
    headline: meta.heading,
    description: meta.description,
    chapters: storyContent().storyChapters,
    language: LANGUAGE_TAGS[getActiveLanguage()],
  })
  return (
    <>
      <Seo {...meta} path={path} ogType="article" jsonLd={[article]} />
      <PageHeader
        title={meta.heading}
        breadcrumbs={meta.breadcrumbs}
        intro={meta.intro}
        width="narrow"
      />
      <div className="space-y-16 pb-20">
        <StoryChapters />
        <StoryVideos />
        <StoryValues />
        <StoryFestivals />
        <PrayerAndMantra />
        <LifeLessons />
      </div>
    </>
  )
}
