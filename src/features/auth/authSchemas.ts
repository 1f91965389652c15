import * as z from 'zod/mini'

import { t } from '@/lib/i18n/accounts'

/**
 * The /auth form's rules (spec section 5, decision 028). The account is a
 * parent's: sign-up needs the "I am a parent or guardian, 18 or older" box.
 * Email is trimmed before anything else; each field reports its first
 * problem, shown at that field.
 */

const email = z
  .string()
  .check(z.trim(), z.email({ error: () => t('accounts.invalid.email') }))

export const loginSchema = z.object({
  email,
  password: z
    .string()
    .check(
      z.minLength(1, { error: () => t('accounts.invalid.passwordRequired') }),
    ),
})

export const signUpSchema = z.object({
  email,
  password: z
    .string()
    .check(z.minLength(6, { error: () => t('accounts.invalid.password') })),
  parentConsent: z.boolean().check(
    z.refine((given) => given, {
      error: () => t('accounts.invalid.consent'),
    }),
  ),
})

export type LoginValues = z.infer<typeof loginSchema>
export type SignUpValues = z.infer<typeof signUpSchema>
export type AuthValues = SignUpValues
