import { teluguTwin } from '@/lib/i18n/edition'

import * as pageMetaModule from './pageMeta'

/**
 * Every page's title, description, heading and breadcrumbs in the edition
 * being shown (`pageMetaContent().pageMeta.gotras`): English, or the Telugu
 * twin, which Telugu routes load (lib/i18n/edition.ts).
 */
export const pageMetaContent = teluguTwin(
  pageMetaModule,
  () => import('./te/pageMeta'),
)
