import { Button } from '@/components/ui/Button'
import { familyText } from '@/lib/i18n/family'

type SubmitButtonProps = { busy: boolean; label: string; className?: string }

/** A family form's submit button: "Please wait..." and disabled while busy. */
export function SubmitButton({ busy, label, className }: SubmitButtonProps) {
  return (
    <Button type="submit" className={className} disabled={busy}>
      {busy ? familyText('accounts.wait') : label}
    </Button>
  )
}
