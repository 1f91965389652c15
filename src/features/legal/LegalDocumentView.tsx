import { Link } from 'react-router-dom'

import { ArrowLeft, Info } from '@/components/icons'
import { buttonVariants } from '@/components/ui/Button'
import type { LegalDocument } from '@/data/legalTypes'
import { shellText } from '@/lib/i18n/shell'
import { paths } from '@/lib/paths'

import { LegalBlockView } from './LegalBlockView'

type LegalDocumentViewProps = {
  document: LegalDocument
  /** Above everything: that a translation is not the binding text. */
  notice?: string | null
}

/**
 * The body of a legal page: a translation's notice, date, contents,
 * sections and a way back home.
 */
export function LegalDocumentView({
  document,
  notice = null,
}: LegalDocumentViewProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 text-lg leading-relaxed">
      {notice ? (
        <p className="mb-6 flex gap-3 rounded-2xl border-2 border-gold-400 bg-gold-50 p-4 font-semibold text-ink">
          <Info aria-hidden="true" className="mt-1 size-5 shrink-0" />
          {notice}
        </p>
      ) : null}
      <p className="font-semibold text-maroon-700">
        {shellText('common.lastUpdated', { date: document.lastUpdated })}
      </p>
      {document.intro.map((paragraph) => (
        <p key={paragraph} className="mt-4">
          {paragraph}
        </p>
      ))}
      <nav
        aria-labelledby="contents-heading"
        className="mt-8 rounded-2xl bg-cream-200 p-5"
      >
        <h2 id="contents-heading" className="text-xl">
          {shellText('legal.onThisPage')}
        </h2>
        <ol className="mt-2 list-decimal pl-6">
          {document.sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="inline-flex min-h-touch items-center text-maroon-700 underline underline-offset-4"
              >
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          tabIndex={-1}
          className="mt-10"
        >
          <h2 className="text-2xl sm:text-3xl">{section.heading}</h2>
          {section.blocks.map((block, index) => (
            <LegalBlockView key={`${section.id}-${index}`} block={block} />
          ))}
        </section>
      ))}
      <Link
        to={paths.home.getHref()}
        className={buttonVariants({ variant: 'outline', className: 'mt-12' })}
      >
        <ArrowLeft aria-hidden="true" />
        {shellText('common.backToHome')}
      </Link>
    </article>
  )
}
