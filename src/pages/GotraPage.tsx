import { useParams } from 'react-router-dom'

import { PageHeader } from '@/components/ui/PageHeader'
import { gotraPageMeta } from '@/data/pageMeta'
import { paths } from '@/lib/paths'
import { Seo } from '@/lib/seo/Seo'

/** "kashyapa" -> "Kashyapa", "vishnu-vardhana" -> "Vishnu Vardhana". */
function nameFromId(id: string): string {
  return id
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
}

export function GotraPage() {
  const id = useParams().id ?? ''
  const meta = gotraPageMeta(nameFromId(id), id)
  return (
    <>
      <Seo {...meta} path={paths.gotra.getHref(id)} />
      <PageHeader
        title={meta.heading}
        breadcrumbs={meta.breadcrumbs}
        intro={meta.intro}
      />
    </>
  )
}
