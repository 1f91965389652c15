import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { clearToasts, getToastState } from '@/components/ui/toastStore'
import { POLICY_VERSION } from '@/data/policyVersion'
import { BackendError, toBackendError } from '@/lib/backend'
import { createDeviceBackend } from '@/lib/backend/device/device'
import { setOnline } from '@/test/network'
import { loadTestBank } from '@/test/questionBank'
import { renderWithProviders } from '@/test/render'

import { AuthPanel } from './AuthPanel'

const deviceBackend = () =>
  createDeviceBackend({
    storage: window.localStorage,
    iterations: 1000,
    loadBank: loadTestBank,
  })

/** A device backend where Kid (kid@example.org, secret1) has an account. */
async function backendWithKid({ signedIn }: { signedIn: boolean }) {
  const backend = deviceBackend()
  await backend.signUp({
    email: 'kid@example.org',
    password: 'secret1',
    parentConsent: true,
    policyVersion: POLICY_VERSION,
  })
  if (!signedIn) await backend.signOut()
  return backend
}

function renderPanel(backend = deviceBackend()) {
  const user = userEvent.setup()
  const view = renderWithProviders(<AuthPanel />, { route: '/auth', backend })
  return { user, backend, ...view }
}

async function openSignUp(user: ReturnType<typeof userEvent.setup>) {
  await user.click(
    screen.getByRole('button', { name: "Don't have an account? Sign Up" }),
  )
  expect(
    screen.getByRole('heading', { name: 'Create a family account' }),
  ).toBeInTheDocument()
}

describe('the /auth panel', () => {
  it('starts in login mode with the demo notice, and no Google without Supabase', () => {
    renderPanel()
    expect(
      screen.getByRole('heading', { name: 'Welcome Back!' }),
    ).toBeInTheDocument()
    expect(
      screen.getByText('Demo mode — progress is saved on this device only'),
    ).toBeInTheDocument()
    expect(
      screen.queryByRole('button', { name: 'Continue with Google' }),
    ).not.toBeInTheDocument()
    expect(screen.queryByText('Or continue with email')).not.toBeInTheDocument()
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument()
    expect(
      screen.queryByLabelText('I am a parent or guardian, 18 or older'),
    ).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument()
  })

  it('offers Google with a Supabase project, and says when it fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const backend = {
      ...deviceBackend(),
      kind: 'supabase' as const,
      signInWithGoogle: vi
        .fn()
        .mockRejectedValue(new BackendError('network', 'Failed to fetch')),
    }
    const { user } = renderPanel(backend)
    expect(
      screen.queryByText('Demo mode — progress is saved on this device only'),
    ).not.toBeInTheDocument()
    await user.click(
      screen.getByRole('button', { name: 'Continue with Google' }),
    )
    expect(
      await screen.findByText(/We could not reach the server/),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('button', { name: 'Continue with Google' }),
    ).toBeEnabled()
  })

  it('says each problem at its field, focuses the first, and keeps what was typed', async () => {
    clearToasts()
    const { user } = renderPanel()
    await openSignUp(user)
    expect(screen.getByLabelText('Password')).toHaveAttribute('minlength', '6')
    await user.type(screen.getByLabelText('Email'), 'parent@example')
    await user.type(screen.getByLabelText('Password'), 'abc')
    await user.click(screen.getByRole('button', { name: 'Sign Up' }))
    const email = screen.getByLabelText('Email')
    await waitFor(() => expect(email).toHaveFocus())
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveAccessibleDescription('Invalid email address')
    const password = screen.getByLabelText('Password')
    expect(password).toHaveAttribute('aria-invalid', 'true')
    expect(password).toHaveAccessibleDescription(
      'Password must be at least 6 characters At least 6 characters.',
    )
    expect(
      screen.getByLabelText('I am a parent or guardian, 18 or older'),
    ).toHaveAccessibleDescription(/^Please confirm that you are a parent/)
    // No toast: the problems are at the fields.
    expect(getToastState().toasts).toEqual([])
    expect(email).toHaveValue('parent@example')
    expect(password).toHaveValue('abc')

    // Mended, the field's message goes.
    await user.clear(email)
    await user.type(email, 'parent@example.org')
    await waitFor(() => expect(email).not.toHaveAttribute('aria-invalid'))
    expect(email).not.toHaveAccessibleDescription()
  })

  it('asks for no child name, and will not sign up without the parent confirmation', async () => {
    const { user, backend } = renderPanel()
    const signUp = vi.spyOn(backend, 'signUp')
    await openSignUp(user)
    expect(
      screen.queryByLabelText(/username|fun name/i),
    ).not.toBeInTheDocument()
    await user.type(screen.getByLabelText('Email'), 'parent@example.org')
    await user.type(screen.getByLabelText('Password'), 'secret1')
    await user.click(screen.getByRole('button', { name: 'Sign Up' }))
    expect(
      await screen.findByText(
        'Please confirm that you are a parent or guardian, 18 or older.',
      ),
    ).toBeInTheDocument()
    const consent = screen.getByLabelText(
      'I am a parent or guardian, 18 or older',
    )
    expect(consent).toHaveAttribute('aria-invalid', 'true')
    expect(consent).toHaveAccessibleDescription(
      /agree to the Terms of Use and the Privacy Policy/,
    )
    expect(signUp).not.toHaveBeenCalled()
    expect(screen.getByLabelText('Password')).toHaveValue('secret1')
  })

  it('signs a parent up (trimming the email), records the consent and opens the grown-ups’ area', async () => {
    const { user, backend, router } = renderPanel()
    await openSignUp(user)
    await user.type(screen.getByLabelText('Email'), ' parent@example.org ')
    await user.type(screen.getByLabelText('Password'), 'secret1')
    await user.click(
      screen.getByLabelText('I am a parent or guardian, 18 or older'),
    )
    await user.click(screen.getByRole('button', { name: 'Sign Up' }))
    expect(await screen.findByText('Account created!')).toBeInTheDocument()
    expect(
      screen.getByText(
        'Now create a parent PIN and add your children as players.',
      ),
    ).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/family'))
    expect((await backend.getSession())?.user.email).toBe('parent@example.org')
    expect(await backend.getFamily()).toMatchObject({
      policyVersion: POLICY_VERSION,
      consentedAt: expect.any(String) as unknown,
      profiles: [],
    })
  })

  it('says "Please wait..." and disables submit while busy', async () => {
    const backend = deviceBackend()
    let finish: () => void = () => undefined
    vi.spyOn(backend, 'signIn').mockReturnValue(
      new Promise((resolve) => {
        finish = () =>
          resolve({
            user: { id: '1', email: 'kid@example.org' },
            expiresAt: null,
          })
      }),
    )
    const { user } = renderPanel(backend)
    await user.type(screen.getByLabelText('Email'), 'kid@example.org')
    await user.type(screen.getByLabelText('Password'), 'secret1')
    await user.click(screen.getByRole('button', { name: 'Login' }))
    expect(
      await screen.findByRole('button', { name: 'Please wait...' }),
    ).toBeDisabled()
    finish()
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument()
    expect(screen.getByText('Successfully logged in.')).toBeInTheDocument()
  })

  it('shows the server message when the password is wrong', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const backend = await backendWithKid({ signedIn: false })
    const { user } = renderPanel(backend)
    await user.type(screen.getByLabelText('Email'), 'kid@example.org')
    await user.type(screen.getByLabelText('Password'), 'wrong-one')
    await user.click(screen.getByRole('button', { name: 'Login' }))
    expect(
      await screen.findByText('Invalid login credentials'),
    ).toBeInTheDocument()
    expect(screen.getByText('Error')).toBeInTheDocument()
    expect(warn).toHaveBeenCalled()
  })

  it('says at the email field that it is already registered, and focuses it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const backend = await backendWithKid({ signedIn: true })
    const { user } = renderPanel(backend)
    await openSignUp(user)
    await user.type(screen.getByLabelText('Email'), 'kid@example.org')
    await user.type(screen.getByLabelText('Password'), 'secret1')
    await user.click(
      screen.getByLabelText('I am a parent or guardian, 18 or older'),
    )
    await user.click(screen.getByRole('button', { name: 'Sign Up' }))
    const email = screen.getByLabelText('Email')
    await waitFor(() => expect(email).toHaveFocus())
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveAccessibleDescription(
      'This email is already registered. Please login instead.',
    )
    expect(email).toHaveValue('kid@example.org')
    expect(screen.queryByText('Account exists')).not.toBeInTheDocument()
  })

  describe('keeps what was typed (issue 17)', () => {
    it('keeps the email (and the rest) when switching between Login and Sign Up', async () => {
      const { user } = renderPanel()
      await user.type(screen.getByLabelText('Email'), 'kid@example.org')
      await user.type(screen.getByLabelText('Password'), 'secret1')
      await openSignUp(user)
      expect(screen.getByLabelText('Email')).toHaveValue('kid@example.org')
      expect(screen.getByLabelText('Password')).toHaveValue('secret1')
      await user.click(
        screen.getByLabelText('I am a parent or guardian, 18 or older'),
      )
      await user.click(
        screen.getByRole('button', { name: 'Already have an account? Login' }),
      )
      expect(screen.getByLabelText('Email')).toHaveValue('kid@example.org')
      await openSignUp(user)
      expect(
        screen.getByLabelText('I am a parent or guardian, 18 or older'),
      ).toBeChecked()
    })

    it('keeps every field after a failed sign-up and says what to do next', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {})
      const backend = deviceBackend()
      vi.spyOn(backend, 'signUp').mockRejectedValue(
        new BackendError('network', 'Failed to fetch'),
      )
      const { user } = renderPanel(backend)
      await openSignUp(user)
      await user.type(screen.getByLabelText('Email'), 'kid@example.org')
      await user.type(screen.getByLabelText('Password'), 'secret1')
      await user.click(
        screen.getByLabelText('I am a parent or guardian, 18 or older'),
      )
      await user.click(screen.getByRole('button', { name: 'Sign Up' }))
      const next =
        'Everything you typed is still here. Check the internet connection, then try again.'
      expect(await screen.findByText(next)).toBeVisible()
      expect(
        screen.getByRole('button', { name: 'Sign Up' }),
      ).toHaveAccessibleDescription(next)
      expect(screen.getByLabelText('Email')).toHaveValue('kid@example.org')
      expect(screen.getByLabelText('Password')).toHaveValue('secret1')
      expect(
        screen.getByLabelText('I am a parent or guardian, 18 or older'),
      ).toBeChecked()
    })

    // What supabase-js throws when the auth server fails or refuses for a
    // while, as the backend hands it on (toBackendError).
    const SERVER_ERRORS = [
      {
        name: 'a server failure',
        error: {
          name: 'AuthApiError',
          status: 500,
          code: 'unexpected_failure',
          message: 'Database error saving new user',
        },
        told: 'Database error saving new user',
        next: 'Everything you typed is still here. Please try again in a moment.',
      },
      {
        name: 'a rate limit',
        error: {
          name: 'AuthApiError',
          status: 429,
          code: 'over_request_rate_limit',
          message: 'Request rate limit reached',
        },
        told: 'Too many tries in a short time. Please wait a minute and try again.',
        next: 'Everything you typed is still here. Wait a minute, then try again.',
      },
    ]

    it.each(SERVER_ERRORS)(
      'keeps every field after $name on sign-up and says what to do next',
      async ({ error, told, next }) => {
        vi.spyOn(console, 'warn').mockImplementation(() => {})
        const backend = deviceBackend()
        const signUp = vi
          .spyOn(backend, 'signUp')
          .mockRejectedValue(toBackendError(error))
        const { user, router } = renderPanel(backend)
        await openSignUp(user)
        await user.type(screen.getByLabelText('Email'), 'kid@example.org')
        await user.type(screen.getByLabelText('Password'), 'secret1')
        await user.click(
          screen.getByLabelText('I am a parent or guardian, 18 or older'),
        )
        await user.click(screen.getByRole('button', { name: 'Sign Up' }))

        expect(await screen.findByText(next)).toBeVisible()
        expect(screen.getByText(told)).toBeInTheDocument()
        expect(
          screen.getByRole('button', { name: 'Sign Up' }),
        ).toHaveAccessibleDescription(next)
        expect(signUp).toHaveBeenCalledOnce()
        expect(router.state.location.pathname).toBe('/auth')
        expect(
          screen.getByRole('heading', { name: 'Create a family account' }),
        ).toBeInTheDocument()
        expect(screen.getByLabelText('Email')).toHaveValue('kid@example.org')
        expect(screen.getByLabelText('Password')).toHaveValue('secret1')
        expect(
          screen.getByLabelText('I am a parent or guardian, 18 or older'),
        ).toBeChecked()
      },
    )

    it('keeps the email and password after a server failure on login', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {})
      const backend = await backendWithKid({ signedIn: false })
      vi.spyOn(backend, 'signIn').mockRejectedValue(
        toBackendError({
          name: 'AuthApiError',
          status: 500,
          code: 'unexpected_failure',
          message: 'Internal Server Error',
        }),
      )
      const { user, router } = renderPanel(backend)
      await user.type(screen.getByLabelText('Email'), 'kid@example.org')
      await user.type(screen.getByLabelText('Password'), 'secret1')
      await user.click(screen.getByRole('button', { name: 'Login' }))
      const next =
        'Everything you typed is still here. Please try again in a moment.'
      expect(await screen.findByText(next)).toBeVisible()
      expect(
        screen.getByRole('button', { name: 'Login' }),
      ).toHaveAccessibleDescription(next)
      expect(router.state.location.pathname).toBe('/auth')
      expect(screen.getByLabelText('Email')).toHaveValue('kid@example.org')
      expect(screen.getByLabelText('Password')).toHaveValue('secret1')
    })

    it('after a wrong password, says to check it or sign up; the email stays', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {})
      const backend = await backendWithKid({ signedIn: false })
      const { user } = renderPanel(backend)
      await user.type(screen.getByLabelText('Email'), 'kid@example.org')
      await user.type(screen.getByLabelText('Password'), 'wrong-one')
      await user.click(screen.getByRole('button', { name: 'Login' }))
      expect(
        await screen.findByText(/^Check your email and password/),
      ).toBeVisible()
      expect(screen.getByLabelText('Email')).toHaveValue('kid@example.org')
      expect(screen.getByLabelText('Password')).toHaveValue('wrong-one')
    })

    it('offers Login for an e-mail already registered, keeping it', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {})
      const backend = await backendWithKid({ signedIn: false })
      const { user } = renderPanel(backend)
      await openSignUp(user)
      await user.type(screen.getByLabelText('Email'), 'kid@example.org')
      await user.type(screen.getByLabelText('Password'), 'secret1')
      await user.click(
        screen.getByLabelText('I am a parent or guardian, 18 or older'),
      )
      await user.click(screen.getByRole('button', { name: 'Sign Up' }))
      expect(
        await screen.findByText(/^This email already has an account/),
      ).toBeVisible()
      await user.click(
        await screen.findByRole('button', { name: 'Log in with this email' }),
      )
      expect(
        await screen.findByRole('heading', { name: 'Welcome Back!' }),
      ).toBeInTheDocument()
      expect(screen.getByLabelText('Email')).toHaveValue('kid@example.org')
    })
  })

  describe('offline', () => {
    const OFFLINE = /^Signing in needs an internet connection/

    it('waits to sign in, keeps what was typed, and signs in once back online', async () => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
      const backend = await backendWithKid({ signedIn: false })
      const signIn = vi.spyOn(backend, 'signIn')
      const { user, router } = renderPanel(backend)

      // Above the demo-mode note: the more pressing of the two.
      const [notice] = screen.getAllByRole('note')
      expect(notice).toHaveTextContent(OFFLINE)
      expect(notice).toHaveTextContent(
        'Your game results are kept on this device',
      )
      const login = screen.getByRole('button', { name: 'Login' })
      expect(login).toBeDisabled()
      expect(login).toHaveAccessibleDescription(OFFLINE)

      await user.type(screen.getByLabelText('Email'), 'kid@example.org')
      await user.type(screen.getByLabelText('Password'), 'secret1{Enter}')
      expect(signIn).not.toHaveBeenCalled()

      setOnline(true)
      expect(screen.queryByText(OFFLINE)).not.toBeInTheDocument()
      expect(screen.getByLabelText('Email')).toHaveValue('kid@example.org')
      expect(screen.getByLabelText('Password')).toHaveValue('secret1')
      expect(login).toBeEnabled()
      expect(login).not.toHaveAccessibleDescription()
      await user.click(login)
      expect(await screen.findByText('Welcome back!')).toBeInTheDocument()
      expect(signIn).toHaveBeenCalledExactlyOnceWith({
        email: 'kid@example.org',
        password: 'secret1',
      })
      await waitFor(() =>
        expect(router.state.location.pathname).toBe('/players'),
      )
    })

    it('keeps a half-filled sign-up when the connection drops (Supabase too)', async () => {
      const backend = { ...deviceBackend(), kind: 'supabase' as const }
      const { user } = renderPanel(backend)
      await openSignUp(user)
      await user.type(screen.getByLabelText('Email'), 'kid@example.org')
      await user.click(
        screen.getByLabelText('I am a parent or guardian, 18 or older'),
      )

      setOnline(false)
      const signUp = screen.getByRole('button', { name: 'Sign Up' })
      expect(signUp).toBeDisabled()
      expect(signUp).toHaveAccessibleDescription(OFFLINE)
      expect(
        screen.getByRole('button', { name: 'Continue with Google' }),
      ).toHaveAccessibleDescription(OFFLINE)
      await user.type(screen.getByLabelText('Password'), 'secret1')

      setOnline(true)
      expect(screen.getByLabelText('Email')).toHaveValue('kid@example.org')
      expect(
        screen.getByLabelText('I am a parent or guardian, 18 or older'),
      ).toBeChecked()
      await user.click(screen.getByRole('button', { name: 'Sign Up' }))
      expect(await screen.findByText('Account created!')).toBeInTheDocument()
    })
  })
})
