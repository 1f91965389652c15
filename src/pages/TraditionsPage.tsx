import { PageHeader } from '@/components/ui/PageHeader'
import { pageMetaContent } from '@/data/pageMetaContent'
import * as traditionsModule from '@/data/traditions'
import { Clothing } from '@/features/traditions/Clothing'
import { CoreValues } from '@/features/traditions/CoreValues'
import { ExploreMore } from '@/features/traditions/ExploreMore'
import { Recipes } from '@/features/traditions/Recipes'
import { TeluguPhrases } from '@/features/traditions/TeluguPhrases'
import { traditionsJsonLd } from '@/features/traditions/traditionsJsonLd'
import { getSiteUrl } from '@/lib/env'
import { teluguTwin } from '@/lib/i18n/edition'
import { getActiveLanguage, LANGUAGE_TAGS } from '@/lib/i18n/language'
import { paths } from '@/lib/paths'
import { Seo } from '@/lib/seo/Seo'

const traditionsContent = teluguTwin(
  traditionsModule,
  () => import('@/data/te/traditions'),
)

export function TraditionsPage() {
  const meta = pageMetaContent().pageMeta.traditions
  const path = paths.traditions.getHref()
  const { recipes } = traditionsContent()
  return (
    <>
      <Seo
        {...meta}
        path={path}
        jsonLd={traditionsJsonLd(
          getSiteUrl(),
          path,
          recipes,
          LANGUAGE_TAGS[getActiveLanguage()],
        )}
      />
      <PageHeader
        title={meta.heading}
        breadcrumbs={meta.breadcrumbs}
        intro={meta.intro}
      />
      <div className="space-y-16 pb-20">
        <Recipes />
        <Clothing />
        <TeluguPhrases />
        <CoreValues />
        <ExploreMore />
      </div>
    </>
  )
}
