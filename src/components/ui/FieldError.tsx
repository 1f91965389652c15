import { CircleAlert } from '@/components/icons'
import { cn } from '@/lib/cn'

type FieldErrorProps = {
  id: string
  message?: string
  /**
   * Also read out as soon as it appears, for a field that keeps the focus
   * while the answer comes (a PIN typed and sent with Enter).
   */
  announce?: boolean
  className?: string
}

/**
 * What is wrong with one field, right under it: an icon and bold dark red
 * text, so the problem does not rest on colour alone.
 */
export function FieldError({
  id,
  message,
  announce = false,
  className,
}: FieldErrorProps) {
  // A live region must be there before its text is, to be read out.
  if (!message && !announce) return null
  return (
    <p
      id={id}
      role={announce ? 'alert' : undefined}
      className={cn(
        'flex items-start gap-1.5 font-bold text-red-700 empty:hidden',
        className,
      )}
    >
      {message ? (
        <>
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>{message}</span>
        </>
      ) : null}
    </p>
  )
}
