import { Link } from 'react-router-dom'

import { t } from '@/lib/i18n/t'
import { paths } from '@/lib/paths'
import { siteConfig } from '@/lib/siteConfig'

import { copyrightYears, MORE_ITEMS, NAV_ITEMS } from './navItems'

const linkClass =
  'inline-flex min-h-touch items-center rounded-md text-cream-100 underline-offset-4 hover:text-white hover:underline'

export function Footer() {
  return (
    <footer className="mt-16 bg-maroon-900 text-cream-100">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 lg:grid-cols-4">
        <div>
          <p className="font-display text-2xl font-bold text-white">
            {t('site.name')}
          </p>
          <p className="mt-2 text-cream-200">{t('footer.about')}</p>
        </div>
        <nav
          aria-label={t('a11y.footerNav')}
          className="grid gap-8 sm:grid-cols-2 lg:col-span-3 lg:grid-cols-3"
        >
          <div>
            <h2 className="font-display text-lg text-gold-300">
              {t('footer.explore')}
            </h2>
            <ul className="mt-2">
              {NAV_ITEMS.map((item) => (
                <li key={item.href}>
                  <Link to={item.href} className={linkClass}>
                    {t(item.labelKey)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className="font-display text-lg text-gold-300">
              {t('footer.more')}
            </h2>
            <ul className="mt-2">
              {MORE_ITEMS.map((item) => (
                <li key={item.href}>
                  <Link to={item.href} className={linkClass}>
                    {t(item.labelKey)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className="font-display text-lg text-gold-300">
              {t('footer.legal')}
            </h2>
            <ul className="mt-2">
              <li>
                <Link to={paths.termsOfUse.getHref()} className={linkClass}>
                  {t('footer.termsOfUse')}
                </Link>
              </li>
              <li>
                <Link to={paths.privacyPolicy.getHref()} className={linkClass}>
                  {t('footer.privacyPolicy')}
                </Link>
              </li>
            </ul>
          </div>
        </nav>
      </div>
      <p className="border-t border-maroon-700 px-4 py-6 text-center text-sm text-cream-200">
        {t('footer.copyright', {
          year: copyrightYears(siteConfig.firstPublishedYear, new Date()),
        })}
      </p>
    </footer>
  )
}
