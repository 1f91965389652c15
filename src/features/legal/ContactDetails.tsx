import { AtSign, Mail } from '@/components/icons'
import { siteConfig } from '@/lib/siteConfig'

/** The owner's e-mail and social handle, both from `siteConfig`. */
export function ContactDetails() {
  return (
    <ul className="mt-3 space-y-1">
      <li>
        <a
          href={`mailto:${siteConfig.contactEmail}`}
          className="inline-flex min-h-touch items-center gap-2 rounded-md font-semibold text-maroon-700 underline underline-offset-4"
        >
          <Mail aria-hidden="true" className="size-5" />
          {siteConfig.contactEmail}
        </a>
      </li>
      <li>
        <a
          href={siteConfig.creatorProfileUrl}
          rel="noopener noreferrer"
          className="inline-flex min-h-touch items-center gap-2 rounded-md font-semibold text-maroon-700 underline underline-offset-4"
        >
          <AtSign aria-hidden="true" className="size-5" />
          {siteConfig.creatorHandle}
        </a>
      </li>
    </ul>
  )
}
