import type { LucideIcon } from '@/components/icons'

type NoticeProps = {
  icon: LucideIcon
  title: string
  body: string
  /** For controls that the note explains (`aria-describedby`). */
  id?: string
}

/** A short, calm note beside a page's content (role="note"). */
export function Notice({ icon: Icon, title, body, id }: NoticeProps) {
  return (
    <div
      id={id}
      role="note"
      className="flex gap-3 rounded-2xl border-2 border-saffron-300 bg-saffron-50 p-4 text-ink"
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-bold">{title}</p>
        <p className="mt-1 text-sm">{body}</p>
      </div>
    </div>
  )
}
