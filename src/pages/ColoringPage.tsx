import { Link } from 'react-router-dom'

import { Home } from '@/components/icons'
import { buttonVariants } from '@/components/ui/Button'
import { PageHeader } from '@/components/ui/PageHeader'
import { pageMetaContent } from '@/data/pageMetaContent'
import { coloringContent } from '@/features/coloring/coloringContent'
import { ColoringGallery } from '@/features/coloring/ColoringGallery'
import { ColoringTips } from '@/features/coloring/ColoringTips'
import { ColorMeaningGuide } from '@/features/coloring/ColorMeaningGuide'
import { ShareArtworkPanel } from '@/features/coloring/ShareArtworkPanel'
import { shellText } from '@/lib/i18n/shell'
import { paths } from '@/lib/paths'
import { Seo } from '@/lib/seo/Seo'

export function ColoringPage() {
  const meta = pageMetaContent().pageMeta.coloring
  const { coloringPages, coloringTips, colorMeanings } = coloringContent()
  return (
    <>
      <Seo {...meta} path={paths.coloring.getHref()} />
      <PageHeader
        title={meta.heading}
        breadcrumbs={meta.breadcrumbs}
        intro={meta.intro}
      >
        <Link
          to={paths.home.getHref()}
          className={buttonVariants({ variant: 'outline', className: 'mt-6' })}
        >
          <Home aria-hidden="true" />
          {shellText('common.backToHome')}
        </Link>
      </PageHeader>
      <ColoringGallery pages={coloringPages} />
      <ColoringTips tips={coloringTips} />
      <ColorMeaningGuide colors={colorMeanings} />
      <ShareArtworkPanel />
    </>
  )
}
