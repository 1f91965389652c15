import { Link } from 'react-router-dom'

import { ArrowLeft } from '@/components/icons'
import { buttonVariants } from '@/components/ui/Button'
import { PageHeader } from '@/components/ui/PageHeader'
import { pageMetaContent } from '@/data/pageMetaContent'
import { AchievementPanel } from '@/features/games/achievements/AchievementPanel'
import { GamesHub } from '@/features/games/GamesHub'
import { ToReadList } from '@/features/games/quiz/ToReadList'
import { shellText } from '@/lib/i18n/shell'
import { paths } from '@/lib/paths'
import { Seo } from '@/lib/seo/Seo'

export function GamesPage() {
  const meta = pageMetaContent().pageMeta.games
  return (
    <>
      <Seo {...meta} path={paths.games.getHref()} />
      <PageHeader
        title={meta.heading}
        breadcrumbs={meta.breadcrumbs}
        intro={meta.intro}
      >
        <Link
          to={paths.home.getHref()}
          className={buttonVariants({ variant: 'outline', className: 'mt-6' })}
        >
          <ArrowLeft aria-hidden="true" />
          {shellText('common.backToHome')}
        </Link>
      </PageHeader>
      <div className="mx-auto grid max-w-5xl gap-10 px-4 pb-16">
        <AchievementPanel />
        <GamesHub aboveMenu={<ToReadList />} />
      </div>
    </>
  )
}
