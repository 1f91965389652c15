import { PageHeader } from '@/components/ui/PageHeader'
import { pageMeta } from '@/data/pageMeta'
import { recipes } from '@/data/traditions'
import { Clothing } from '@/features/traditions/Clothing'
import { CoreValues } from '@/features/traditions/CoreValues'
import { ExploreMore } from '@/features/traditions/ExploreMore'
import { Recipes } from '@/features/traditions/Recipes'
import { TeluguPhrases } from '@/features/traditions/TeluguPhrases'
import { traditionsJsonLd } from '@/features/traditions/traditionsJsonLd'
import { getSiteUrl } from '@/lib/env'
import { paths } from '@/lib/paths'
import { Seo } from '@/lib/seo/Seo'

export function TraditionsPage() {
  const meta = pageMeta.traditions
  const path = paths.traditions.getHref()
  return (
    <>
      <Seo
        {...meta}
        path={path}
        jsonLd={traditionsJsonLd(getSiteUrl(), path, recipes)}
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
