import { PageHeader } from '@/components/ui/PageHeader'
import { pageMeta } from '@/data/pageMeta'
import { LifeLessons } from '@/features/story/LifeLessons'
import { PrayerAndMantra } from '@/features/story/PrayerAndMantra'
import { StoryChapters } from '@/features/story/StoryChapters'
import { StoryFestivals } from '@/features/story/StoryFestivals'
import { storyArticleNode } from '@/features/story/storyJsonLd'
import { StoryValues } from '@/features/story/StoryValues'
import { StoryVideos } from '@/features/story/StoryVideos'
import { getSiteUrl } from '@/lib/env'
import { paths } from '@/lib/paths'
import { Seo } from '@/lib/seo/Seo'

export function VasaviStoryPage() {
  const meta = pageMeta.vasaviStory
  const path = paths.vasaviStory.getHref()
  const article = storyArticleNode({
    siteUrl: getSiteUrl(),
    path,
    headline: meta.heading,
    description: meta.description,
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
