import { useParams } from 'react-router-dom'

import { PageHeader } from '@/components/ui/PageHeader'
import { pageMetaContent } from '@/data/pageMetaContent'
import { gotrasContent } from '@/features/gotras/gotraContent'
import { GotraDetail } from '@/features/gotras/GotraDetail'
import { GotraNotFound } from '@/features/gotras/GotraNotFound'
import { PravaraBadge } from '@/features/gotras/PravaraBadge'
import { paths } from '@/lib/paths'
import { Seo } from '@/lib/seo/Seo'

export function GotraPage() {
  const id = useParams().id ?? ''
  const gotra = gotrasContent().findGotra(id)
  const { gotraPageMeta, pageMeta } = pageMetaContent()
  if (!gotra) {
    return (
      <>
        <Seo
          {...pageMeta.gotraNotFound}
          path={paths.gotra.getHref(id)}
          noindex
        />
        <GotraNotFound />
      </>
    )
  }
  const meta = gotraPageMeta(gotra.name, gotra.id, gotra.storyForKids)
  return (
    <>
      <Seo {...meta} path={paths.gotra.getHref(gotra.id)} />
      <PageHeader
        title={meta.heading}
        breadcrumbs={meta.breadcrumbs}
        intro={meta.intro}
      >
        <PravaraBadge gotra={gotra} />
      </PageHeader>
      <GotraDetail gotra={gotra} />
    </>
  )
}
