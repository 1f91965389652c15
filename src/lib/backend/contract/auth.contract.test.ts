import { beforeEach, describe, expect, it, vi } from 'vitest'

import { CONTRACT_BACKENDS, PARENT } from '@/test/backendContract'

beforeEach(() => {
  window.localStorage.clear()
})

describe.each(CONTRACT_BACKENDS)('the $name backend: auth', ({ make }) => {
  it('has nobody signed in at first', async () => {
    expect(await make().getSession()).toBeNull()
  })

  it('signs a new parent up and in, and tells the listeners', async () => {
    const backend = make()
    const listener = vi.fn()
    backend.onAuthChange(listener)
    const session = await backend.signUp(PARENT)
    expect(session?.user.email).toBe(PARENT.email)
    expect((await backend.getSession())?.user.id).toBe(session?.user.id)
    await vi.waitFor(() => {
      expect(listener).toHaveBeenCalledWith(
        'SIGNED_IN',
        expect.objectContaining({ user: session?.user }),
      )
    })
  })

  it('refuses a second sign-up with the same e-mail', async () => {
    const backend = make()
    await backend.signUp(PARENT)
    await backend.signOut()
    await expect(backend.signUp(PARENT)).rejects.toMatchObject({
      kind: 'already-registered',
    })
  })

  it('signs out, then back in with the password only', async () => {
    const backend = make()
    await backend.signUp(PARENT)
    await backend.signOut()
    expect(await backend.getSession()).toBeNull()
    await expect(
      backend.signIn({ email: PARENT.email, password: 'not-it' }),
    ).rejects.toMatchObject({ kind: 'invalid-credentials' })
    const session = await backend.signIn({
      email: PARENT.email,
      password: PARENT.password,
    })
    expect(session.user.email).toBe(PARENT.email)
  })

  it('keeps the consent given at sign-up with its policy version', async () => {
    const backend = make()
    await backend.signUp(PARENT)
    const family = await backend.getFamily()
    expect(family.consentedAt).not.toBeNull()
    expect(family.policyVersion).toBe(PARENT.policyVersion)
  })
})
