import { BadgeCheck } from '@/components/icons'
import { Badge } from '@/components/ui/Badge'
import type { Gotra } from '@/data/gotras'
import { gotrasText } from '@/lib/i18n/gotras'

import { gotrasContent } from './gotraContent'

/** 'Pravara Available', shown only when the gotra's pravara is listed. */
export function PravaraBadge({ gotra }: { gotra: Gotra }) {
  if (gotra.pravara === gotrasContent().PRAVARA_NOT_LISTED) return null
  return (
    <Badge variant="leaf" className="mt-4">
      <BadgeCheck aria-hidden="true" />
      {gotrasText('gotras.page.pravaraAvailable')}
    </Badge>
  )
}
