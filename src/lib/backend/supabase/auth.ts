import type { AuthBackend } from '../backend'
import { BackendError, toBackendError } from '../errors'
import { toAuthSession, type SupabaseContext } from './supabaseContext'

/** The parent's account on Supabase Auth, and the consent it records. */
export function createSupabaseAuth(context: SupabaseContext): AuthBackend {
  const { client, familyCache, navigate, siteRoot, requireSession } = context

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
