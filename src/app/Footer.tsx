import { useSyncExternalStore } from 'react'

import { shellText } from '@/lib/i18n/shell'
import { siteConfig } from '@/lib/siteConfig'

import { FooterColumn } from './FooterColumn'
import { copyrightYears, LEGAL_ITEMS, MORE_ITEMS, NAV_ITEMS } from './navItems'

const noSubscription = () => () => undefined
const currentYear = () => new Date().getFullYear()
const buildYear = () => __BUILD_YEAR__

/**
 * The year; while prerendering and hydrating, the year the site was built
 * (a prerendered page is shown as it is until the app starts, decision 038),
 * which the app corrects if it has passed.
 */
function useCurrentYear(): number {
  return useSyncExternalStore(noSubscription, currentYear, buildYear)
}

export function Footer() {
  const year = useCurrentYear()
  return (
    <footer className="mt-16 bg-maroon-900 text-cream-100">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 lg:grid-cols-4">
        <div>
          <p className="font-display text-2xl font-bold text-white">
            {shellText('site.name')}
          </p>
          <p className="mt-2 text-cream-200">{shellText('footer.about')}</p>
        </div>
        <nav
          aria-label={shellText('a11y.footerNav')}
          className="grid gap-8 sm:grid-cols-2 lg:col-span-3 lg:grid-cols-3"
        >
          <FooterColumn
            heading={shellText('footer.explore')}
            items={NAV_ITEMS}
          />
          <FooterColumn heading={shellText('footer.more')} items={MORE_ITEMS} />
          <FooterColumn
            heading={shellText('footer.legal')}
            items={LEGAL_ITEMS}
          />
        </nav>
      </div>
      <p className="border-t border-maroon-700 px-4 py-6 text-center text-sm text-cream-200">
        {shellText('footer.copyright', {
          year: copyrightYears(siteConfig.firstPublishedYear, year),
        })}
      </p>
    </footer>
  )
}
