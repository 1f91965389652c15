import * as gotrasModule from '@/data/gotras'
import { teluguTwin } from '@/lib/i18n/edition'

/**
 * The 102 gotras in the edition being shown: `gotrasContent().gotras`,
 * `.findGotra(id)`, and the constants their `pravara` and `greatSage` must
 * be compared with (`PRAVARA_NOT_LISTED`, `SAGE_NOT_IDENTIFIED`), which
 * differ between editions (decision 029).
 */
export const gotrasContent = teluguTwin(
  gotrasModule,
  () => import('@/data/te/gotras'),
)
