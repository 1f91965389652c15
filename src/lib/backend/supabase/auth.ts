import type { AuthBackend } from '../contract/backend'
import { BackendError, toBackendError } from '../contract/errors'
import { toAuthSession, type SupabaseContext } from './supabaseContext'

const linkExpired = (message = 'The link has expired or was already used.') =>
  new BackendError('link-expired', message)

/** The parent's account on Supabase Auth, and the consent it records. */
export function createSupabaseAuth(context: SupabaseContext): AuthBackend {
  const { client, familyCache, navigate, siteRoot, requireSession } = context
  // Whether this session came from a password-reset link: only then may a
  // new password be set without the current one (decision 070). supabase-js
  // says so with PASSWORD_RECOVERY (a PKCE link's code, exchanged as the
  // client starts, or verifyOtp's token hash).
  let recovering = false
  client.auth.onAuthStateChange((event) => {
    if (event === 'PASSWORD_RECOVERY') recovering = true
    if (event === 'SIGNED_OUT') recovering = false
  })

  return {
    async getSession() {
      const { data, error } = await client.auth.getSession()
      if (error) throw toBackendError(error)
      return toAuthSession(data.session)
    },

    onAuthChange(listener) {
      const { data } = client.auth.onAuthStateChange((event, session) => {
        listener(event, toAuthSession(session))
      })
      return () => data.subscription.unsubscribe()
    },

    async signIn({ email, password }) {
      const { data, error } = await client.auth.signInWithPassword({
        email,
        password,
      })
      if (error) throw toBackendError(error)
      const session = toAuthSession(data.session)
      if (!session) throw new BackendError('unknown', 'No session came back.')
      return session
    },

    async signUp({ email, password, parentConsent, policyVersion }) {
      // The sign-up trigger records the consent and the policy version
      // (families.consent_at, policy_version).
      const { data, error } = await client.auth.signUp({
        email,
        password,
        options: {
          emailRedirectTo: siteRoot,
          data: {
            parent_consent: parentConsent,
            policy_version: policyVersion,
          },
        },
      })
      if (error) throw toBackendError(error)
      return toAuthSession(data.session)
    },

    async signInWithGoogle() {
      const { data, error } = await client.auth.signInWithOAuth({
        provider: 'google',
        options: { redirectTo: siteRoot, skipBrowserRedirect: true },
      })
      if (error) throw toBackendError(error)
      navigate(data.url)
    },

    async signOut() {
      familyCache.clear()
      const { error } = await client.auth.signOut()
      if (error) throw toBackendError(error)
    },

    async giveParentConsent(policyVersion) {
      await requireSession()
      const { error } = await client.rpc('give_parent_consent', {
        policy_version: policyVersion,
      })
      if (error) throw toBackendError(error)
    },

    async changePassword({ currentPassword, newPassword }) {
      const session = await requireSession()
      const email = session.user.email
      if (!email) {
        throw new BackendError('invalid-credentials', 'No password to change.')
      }
      // The current password is checked by signing in with it again.
      const check = await client.auth.signInWithPassword({
        email,
        password: currentPassword,
      })
      if (check.error) throw toBackendError(check.error)
      const { error } = await client.auth.updateUser({ password: newPassword })
      if (error) throw toBackendError(error)
    },

    async requestPasswordReset({ email, returnPath }) {
      const { error } = await client.auth.resetPasswordForEmail(email.trim(), {
        redirectTo: new URL(returnPath, siteRoot).toString(),
      })
      if (error) throw toBackendError(error)
    },

    async recoverSession(link) {
      if (link.error) throw linkExpired()
      if (link.tokenHash) {
        const { data, error } = await client.auth.verifyOtp({
          token_hash: link.tokenHash,
          type: 'recovery',
        })
        if (error) {
          const mapped = toBackendError(error)
          throw mapped.kind === 'unknown' ? linkExpired(mapped.message) : mapped
        }
        const session = toAuthSession(data.session)
        if (!session) throw linkExpired()
        recovering = true
        return session
      }
      // A PKCE link's code: supabase-js exchanged it as it started
      // (detectSessionInUrl), and took it out of the address, if this device
      // asked for the link (its code verifier is here); PASSWORD_RECOVERY
      // comes in the task after. Without it, no recovery, whatever session.
      const { data, error } = await client.auth.getSession()
      if (error) throw toBackendError(error)
      await new Promise((resolve) => setTimeout(resolve, 0))
      const session = toAuthSession(data.session)
      if (!session || !recovering) {
        throw linkExpired(
          'The link has expired, was already used, or was asked for on another device.',
        )
      }
      return session
    },

    async setNewPassword(password) {
      if (!recovering) {
        throw new BackendError(
          'invalid-credentials',
          'Open the link in the password reset e-mail first.',
        )
      }
      const { data, error } = await client.auth.updateUser({ password })
      if (error) throw toBackendError(error)
      recovering = false
      const session = await client.auth.getSession()
      if (session.error) throw toBackendError(session.error)
      const signedIn = toAuthSession(session.data.session)
      if (!signedIn || signedIn.user.id !== data.user.id) {
        throw new BackendError('unknown', 'No session came back.')
      }
      return signedIn
    },

    recoverWithPin: () =>
      Promise.reject(
        new BackendError(
          'unknown',
          'A forgotten password is reset with the link the site e-mails.',
        ),
      ),

    async deleteAccount() {
      await requireSession()
      const { error } = await client.rpc('delete_family_account')
      if (error) throw toBackendError(error)
      // The sign-in is gone on the server; forget it here too.
      familyCache.clear()
      const signOut = await client.auth.signOut({ scope: 'local' })
      if (signOut.error) throw toBackendError(signOut.error)
    },
  }
}
