import { Link } from 'react-router-dom'

import { Home } from '@/components/icons'
import { buttonVariants } from '@/components/ui/Button'
import { PageHeader } from '@/components/ui/PageHeader'
import { pageMetaContent } from '@/data/pageMetaContent'
import { FamousGotraCards } from '@/features/gotras/FamousGotraCards'
import { gotrasContent } from '@/features/gotras/gotraContent'
import { GotraExplorer } from '@/features/gotras/GotraExplorer'
import { GotraFactsPanel } from '@/features/gotras/GotraFactsPanel'
import { GotraGrid } from '@/features/gotras/GotraGrid'
import { gotraItemListNode } from '@/features/gotras/gotraItemList'
import { GotraTypeCards } from '@/features/gotras/GotraTypeCards'
import { WhatIsAGotra } from '@/features/gotras/WhatIsAGotra'
import { getSiteUrl } from '@/lib/env'
import { gotrasText } from '@/lib/i18n/gotras'
import { paths } from '@/lib/paths'
import { Seo } from '@/lib/seo/Seo'

export function GotrasPage() {
  const meta = pageMetaContent().pageMeta.gotras
  const { gotras } = gotrasContent()
  return (
    <>
      <Seo
        {...meta}
        path={paths.gotras.getHref()}
        jsonLd={[gotraItemListNode(getSiteUrl(), gotras)]}
      />
      <PageHeader
        title={meta.heading}
        breadcrumbs={meta.breadcrumbs}
        intro={meta.intro}
      />
      <GotraExplorer />
      <WhatIsAGotra />
      <GotraTypeCards />
      <FamousGotraCards />
      <GotraFactsPanel />
      <GotraGrid />
      <div className="flex justify-center px-4 py-12">
        <Link
          to={paths.home.getHref()}
          className={buttonVariants({ size: 'lg' })}
        >
          <Home aria-hidden="true" />
          {gotrasText('gotras.continue')}
        </Link>
      </div>
    </>
  )
}
