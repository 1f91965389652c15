import type { RecoveryLink } from '@/lib/backend'

/**
 * What a password-reset link brought back to the new-password page
 * (decision 070), from its address's query and fragment: Supabase's
 * `token_hash` (of type `recovery`), its PKCE `code`, or the `error_code`
 * (else `error`) of a link that had expired or was used. supabase-js may
 * already have exchanged the code and taken it out of the address.
 */
export function readRecoveryLink(search: string, hash: string): RecoveryLink {
  const query = new URLSearchParams(search)
  const fragment = new URLSearchParams(hash.replace(/^#/, ''))
  const get = (name: string) => query.get(name) ?? fragment.get(name)
  const type = get('type')
  const tokenHash = get('token_hash')
  return {
    tokenHash:
      tokenHash && (type === null || type === 'recovery') ? tokenHash : null,
    code: get('code'),
    error: get('error_code') ?? get('error'),
  }
}
