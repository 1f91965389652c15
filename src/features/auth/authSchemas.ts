import * as z from 'zod/mini'

import { PARENT_PIN_PATTERN } from '@/lib/backend'
import { accountsText } from '@/lib/i18n/accounts'

/**
 * The /auth form's rules (spec section 5, decision 028). The account is a
 * parent's: sign-up needs the "I am a parent or guardian, 18 or older" box.
 * Email is trimmed before anything else; each field reports its first
 * problem, shown at that field.
 */

const email = z
  .string()
  .check(
    z.trim(),
    z.email({ error: () => accountsText('accounts.invalid.email') }),
  )

export const loginSchema = z.object({
  email,
  password: z.string().check(
    z.minLength(1, {
      error: () => accountsText('accounts.invalid.passwordRequired'),
    }),
  ),
})

export const signUpSchema = z.object({
  email,
  password: z.string().check(
    z.minLength(6, {
      error: () => accountsText('accounts.invalid.password'),
    }),
  ),
  parentConsent: z.boolean().check(
    z.refine((given) => given, {
      error: () => accountsText('accounts.invalid.consent'),
    }),
  ),
})

export type LoginValues = z.infer<typeof loginSchema>
export type SignUpValues = z.infer<typeof signUpSchema>
export type AuthValues = SignUpValues

/* A forgotten password (decision 070). */

/** The new password follows sign-up's rule; typed twice, alike. */
const samePasswordTwice = z.refine<{ password: string; confirm: string }>(
  (values) => values.password === values.confirm,
  { error: () => accountsText('accounts.invalid.confirm'), path: ['confirm'] },
)

export const forgotSchema = z.object({ email })
export type ForgotValues = z.infer<typeof forgotSchema>

export const newPasswordSchema = z
  .object({ password: signUpSchema.shape.password, confirm: z.string() })
  .check(samePasswordTwice)
export type NewPasswordValues = z.infer<typeof newPasswordSchema>

/** The device backend's way back in: the e-mail and the parent PIN. */
export const pinRecoverySchema = z
  .object({
    email,
    pin: z.string().check(
      z.regex(PARENT_PIN_PATTERN, {
        error: () => accountsText('accounts.invalid.pin'),
      }),
    ),
    password: signUpSchema.shape.password,
    confirm: z.string(),
  })
  .check(samePasswordTwice)
export type PinRecoveryValues = z.infer<typeof pinRecoverySchema>
