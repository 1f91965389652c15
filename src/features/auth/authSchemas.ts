import * as z from 'zod/mini'

import { usernameProblem } from '@/lib/backend'
import { t } from '@/lib/i18n/accounts'

/**
 * The /auth form's rules (spec section 5 and DESIGN.md section 6). Email and
 * username are trimmed before anything else; each field reports its first
 * problem; the form shows only the first message (`firstMessage`).
 */

function usernameMessage(name: string): string | null {
  switch (usernameProblem(name)) {
    case null:
      return null
    case 'too_short':
      return t('accounts.invalid.usernameShort')
    case 'too_long':
      return t('accounts.invalid.usernameLong')
    case 'email':
      return t('accounts.invalid.usernameEmail')
    case 'phone':
      return t('accounts.invalid.usernamePhone')
    default:
      return t('accounts.invalid.usernameOther')
  }
}

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
  username: z.string().check(
    z.trim(),
    z.superRefine((name, ctx) => {
      const message = usernameMessage(name)
      if (message) ctx.issues.push({ code: 'custom', message, input: name })
    }),
  ),
  email,
  password: z
    .string()
    .check(z.minLength(6, { error: () => t('accounts.invalid.password') })),
})

export type LoginValues = z.infer<typeof loginSchema>
export type SignUpValues = z.infer<typeof signUpSchema>
export type AuthValues = SignUpValues

/** The fields in the order they appear, so "first" means first on screen. */
export const FIELD_ORDER = ['username', 'email', 'password'] as const

/** The first problem in screen order, from react-hook-form's errors. */
export function firstMessage(
  errors: Partial<Record<string, { message?: string } | undefined>>,
): string | null {
  for (const field of FIELD_ORDER) {
    const message = errors[field]?.message
    if (message) return message
  }
  return null
}
