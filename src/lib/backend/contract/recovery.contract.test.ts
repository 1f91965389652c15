import { beforeEach, describe, expect, it } from 'vitest'

import type { Backend } from '@/lib/backend/contract/backend'
import {
  CONTRACT_BACKENDS,
  familyWith,
  latestFakeServer,
  PARENT,
} from '@/test/backendContract'

/**
 * "Forgot your password?" (decision 070). With Supabase: the reset e-mail,
 * its link signing the parent in once, the new password. On the device,
 * which has no e-mail: the account's e-mail and its parent PIN.
 */

beforeEach(() => {
  window.localStorage.clear()
})

const NEW_PASSWORD = 'new-secret-2'
const RETURN_PATH = '/te/new-password'
const noLink = { tokenHash: null, code: null, error: null }

/** A family with a child, signed out, whose parent forgot the password. */
async function forgotten(backend: Backend, pin: string | null = '2468') {
  const [child] = await familyWith(backend, ['HappyPeacock'])
  if (pin) await backend.setParentPin({ pin })
  await backend.signOut()
  return child!
}

const [device, supabase] = CONTRACT_BACKENDS

describe.each(CONTRACT_BACKENDS)(
  'the $name backend: a forgotten password',
  ({ make }) => {
    it('never sets a password without a recovery', async () => {
      const backend = make()
      await familyWith(backend)
      await expect(backend.setNewPassword(NEW_PASSWORD)).rejects.toMatchObject({
        kind: backend.kind === 'device' ? 'no-email' : 'invalid-credentials',
      })
      await backend.signOut()
      await expect(
        backend.signIn({ email: PARENT.email, password: NEW_PASSWORD }),
      ).rejects.toMatchObject({ kind: 'invalid-credentials' })
    })
  },
)

describe('the supabase backend: the reset e-mail', () => {
  const make = supabase!.make

  it('sends the link back to the new-password page, for an account only', async () => {
    const backend = make()
    await forgotten(backend)
    await backend.requestPasswordReset({
      email: ` ${PARENT.email} `,
      returnPath: RETURN_PATH,
    })
    // An address without an account is answered alike, and gets nothing.
    await backend.requestPasswordReset({
      email: 'nobody@example.org',
      returnPath: RETURN_PATH,
    })
    const mails = latestFakeServer().resetMails
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({
      email: PARENT.email,
      redirectTo: `https://kids.example.org${RETURN_PATH}`,
    })
  })

  it('signs the parent in from the link once, and takes the new password', async () => {
    const backend = make()
    const child = await forgotten(backend)
    await backend.requestPasswordReset({
      email: PARENT.email,
      returnPath: RETURN_PATH,
    })
    const [mail] = latestFakeServer().resetMails
    const session = await backend.recoverSession({
      ...noLink,
      tokenHash: mail!.tokenHash,
    })
    expect(session.user.email).toBe(PARENT.email)
    expect((await backend.setNewPassword(NEW_PASSWORD)).user.email).toBe(
      PARENT.email,
    )
    // Once only: neither the link nor the recovery can be used again.
    await expect(
      backend.recoverSession({ ...noLink, tokenHash: mail!.tokenHash }),
    ).rejects.toMatchObject({ kind: 'link-expired' })
    await expect(backend.setNewPassword('third-one-3')).rejects.toMatchObject({
      kind: 'invalid-credentials',
    })
    await backend.signOut()
    await expect(backend.signIn(PARENT)).rejects.toMatchObject({
      kind: 'invalid-credentials',
    })
    await backend.signIn({ email: PARENT.email, password: NEW_PASSWORD })
    // The family is the same one: its child is still there.
    expect((await backend.getFamily()).profiles).toEqual([child])
  })

  it('says an expired link has expired, as the link itself does', async () => {
    const backend = make()
    await forgotten(backend)
    await backend.requestPasswordReset({
      email: PARENT.email,
      returnPath: RETURN_PATH,
    })
    const [mail] = latestFakeServer().resetMails
    mail!.expired = true
    await expect(
      backend.recoverSession({ ...noLink, tokenHash: mail!.tokenHash }),
    ).rejects.toMatchObject({ kind: 'link-expired' })
    await expect(
      backend.recoverSession({ ...noLink, error: 'otp_expired' }),
    ).rejects.toMatchObject({ kind: 'link-expired' })
    // A PKCE code this device did not ask for (no verifier here).
    await expect(
      backend.recoverSession({ ...noLink, code: 'not-this-device' }),
    ).rejects.toMatchObject({ kind: 'link-expired' })
    expect(await backend.getSession()).toBeNull()
  })

  it('refuses a password the server refuses, and keeps the recovery', async () => {
    const backend = make()
    await forgotten(backend)
    await backend.requestPasswordReset({
      email: PARENT.email,
      returnPath: RETURN_PATH,
    })
    const [mail] = latestFakeServer().resetMails
    await backend.recoverSession({ ...noLink, tokenHash: mail!.tokenHash })
    await expect(backend.setNewPassword(PARENT.password)).rejects.toMatchObject(
      { kind: 'invalid-input' },
    )
    await backend.setNewPassword(NEW_PASSWORD)
  })

  it('has no PIN recovery: its parents use the e-mail', async () => {
    const backend = make()
    await forgotten(backend)
    await expect(
      backend.recoverWithPin({
        email: PARENT.email,
        pin: '2468',
        newPassword: NEW_PASSWORD,
      }),
    ).rejects.toMatchObject({ kind: 'unknown' })
  })
})

describe('the device backend: the e-mail and the parent PIN', () => {
  const make = device!.make

  it('has no e-mail to send', async () => {
    const backend = make()
    await forgotten(backend)
    await expect(
      backend.requestPasswordReset({
        email: PARENT.email,
        returnPath: RETURN_PATH,
      }),
    ).rejects.toMatchObject({ kind: 'no-email' })
    await expect(
      backend.recoverSession({ ...noLink, tokenHash: 'any' }),
    ).rejects.toMatchObject({ kind: 'no-email' })
  })

  it('sets the new password with the PIN and signs in: the children and their rounds stay', async () => {
    const backend = make()
    const child = await forgotten(backend)
    await backend.signIn(PARENT)
    await backend.recordGameResult(
      { gameType: 'story', value: 1 },
      await backend.startGame(child.id, 'story'),
    )
    const before = await backend.getMyProgress(child.id)
    await backend.signOut()

    const session = await backend.recoverWithPin({
      email: ` ${PARENT.email.toUpperCase()} `,
      pin: '2468',
      newPassword: NEW_PASSWORD,
    })
    expect(session.user.email).toBe(PARENT.email)
    expect((await backend.getFamily()).profiles).toEqual([child])
    expect(await backend.getMyProgress(child.id)).toEqual(before)
    expect(before.totalScore).toBeGreaterThan(0)
    await backend.signOut()
    await expect(backend.signIn(PARENT)).rejects.toMatchObject({
      kind: 'invalid-credentials',
    })
    await backend.signIn({ email: PARENT.email, password: NEW_PASSWORD })
  })

  it('says which part is wrong, changes nothing, and locks after five wrong PINs', async () => {
    const backend = make()
    await forgotten(backend)
    const tryWith = (email: string, pin: string, newPassword = NEW_PASSWORD) =>
      backend.recoverWithPin({ email, pin, newPassword })
    await expect(tryWith('other@example.org', '2468')).rejects.toMatchObject({
      kind: 'invalid-credentials',
    })
    await expect(tryWith(PARENT.email, '2468', 'abc')).rejects.toMatchObject({
      kind: 'invalid-input',
    })
    for (let miss = 0; miss < 5; miss += 1) {
      await expect(tryWith(PARENT.email, '1111')).rejects.toMatchObject({
        kind: 'wrong-pin',
      })
    }
    // Locked: even the right PIN waits.
    await expect(tryWith(PARENT.email, '2468')).rejects.toMatchObject({
      kind: 'rate-limited',
    })
    expect(await backend.getSession()).toBeNull()
    await backend.signIn(PARENT)
  })

  it('cannot prove the parent of an account without a PIN', async () => {
    const backend = make()
    await forgotten(backend, null)
    await expect(
      backend.recoverWithPin({
        email: PARENT.email,
        pin: '2468',
        newPassword: NEW_PASSWORD,
      }),
    ).rejects.toMatchObject({ kind: 'no-pin' })
    await backend.signIn(PARENT)
  })
})
