import { Link } from 'react-router-dom'

import { ChevronRight, Home } from '@/components/icons'
import { localHref } from '@/lib/i18n/language'
import { shellText } from '@/lib/i18n/shell'
import { paths } from '@/lib/paths'
import type { Crumb } from '@/lib/seo/jsonLd'

type BreadcrumbsProps = { items: readonly Crumb[] }

/**
 * Home › … › current page. The last item is the current page, not a link.
 * Crumbs hold English addresses; the links stay in the page's edition.
 */
export function Breadcrumbs({ items }: BreadcrumbsProps) {
  return (
    <nav aria-label={shellText('a11y.breadcrumb')} className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-ink-muted">
        <li className="flex items-center">
          <Link
            to={paths.home.getHref()}
            className="inline-flex min-h-touch items-center gap-1 rounded-md px-1 font-semibold text-maroon-700 hover:underline"
          >
            <Home aria-hidden="true" className="size-4" />
            {shellText('common.home')}
          </Link>
        </li>
        {items.map((item, index) => {
          const isLast = index === items.length - 1
          return (
            <li key={`${item.path}-${item.name}`} className="flex items-center">
              <ChevronRight aria-hidden="true" className="size-4" />
              {isLast ? (
                <span
                  aria-current="page"
                  className="px-1 font-semibold text-ink"
                >
                  {item.name}
                </span>
              ) : (
                <Link
                  to={localHref(item.path)}
                  className="inline-flex min-h-touch items-center rounded-md px-1 font-semibold text-maroon-700 hover:underline"
                >
                  {item.name}
                </Link>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
