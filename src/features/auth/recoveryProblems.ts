import type { FieldProblem } from '@/components/ui/useFormSubmit'
import type { BackendError } from '@/lib/backend'
import { accountsText } from '@/lib/i18n/accounts'

type RecoveryFields = { email: string; pin: string; password: string }

/**
 * Where a refused password reset is said (decision 070): an e-mail with no
 * account on this device at the e-mail; a wrong, missing or locked PIN at
 * the PIN; a password the server refuses (too weak, the same as before) at
 * the new password, in the server's words. Anything else is a toast.
 */
export function recoveryFieldProblem(
  error: BackendError,
): FieldProblem<RecoveryFields> | null {
  switch (error.kind) {
    case 'invalid-credentials':
      return {
        field: 'email',
        message: accountsText('accounts.recover.noAccount'),
      }
    case 'wrong-pin':
      return {
        field: 'pin',
        message: accountsText('accounts.recover.wrongPin'),
      }
    case 'no-pin':
      return { field: 'pin', message: accountsText('accounts.recover.noPin') }
    case 'rate-limited':
      return { field: 'pin', message: accountsText('accounts.recover.locked') }
    case 'invalid-input':
      return {
        field: 'password',
        message: error.message || accountsText('accounts.invalid.password'),
      }
    default:
      return null
  }
}
