import * as legalModule from '@/data/legal'
import { teluguTwin } from '@/lib/i18n/edition'

/** The Terms of Use and the Privacy Policy in the edition being shown. */
export const legalContent = teluguTwin(
  legalModule,
  () => import('@/data/te/legal'),
)

/**
 * The Telugu edition's notice that the English text is the binding one
 * (shown at the top of both legal pages), or null on English pages.
 */
export function englishIsBindingNotice(): string | null {
  const content: object = legalContent()
  return 'englishIsBinding' in content &&
    typeof content.englishIsBinding === 'string'
    ? content.englishIsBinding
    : null
}
