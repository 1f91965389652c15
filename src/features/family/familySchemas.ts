import * as z from 'zod/mini'

import {
  AGE_BANDS,
  AVATAR_IDS,
  funNameProblem,
  PARENT_PIN_PATTERN,
} from '@/lib/backend'
import { familyText } from '@/lib/i18n/family'

/**
 * The rules of the family forms (decision 028), with the messages a parent
 * reads. Fun names follow the username rules; texts are trimmed first.
 */

export function funNameMessage(name: string): string | null {
  switch (funNameProblem(name)) {
    case null:
      return null
    case 'too_short':
      return familyText('family.invalid.funNameShort')
    case 'too_long':
      return familyText('family.invalid.funNameLong')
    case 'email':
      return familyText('family.invalid.funNameEmail')
    case 'phone':
      return familyText('family.invalid.funNamePhone')
    default:
      return familyText('family.invalid.funNameOther')
  }
}

const funName = z.string().check(
  z.trim(),
  z.superRefine((name, ctx) => {
    const message = funNameMessage(name)
    if (message) ctx.issues.push({ code: 'custom', message, input: name })
  }),
)

/** The form keeps "" for "not saying"; the backend gets null. */
export const profileSchema = z.object({
  funName,
  avatar: z.enum(AVATAR_IDS, {
    error: () => familyText('family.profile.chooseAvatar'),
  }),
  ageBand: z.union([z.enum(AGE_BANDS), z.literal('')]),
  hiddenFromLeaderboard: z.boolean(),
})
export type ProfileValues = z.infer<typeof profileSchema>

const pin = z.string().check(
  z.regex(PARENT_PIN_PATTERN, {
    error: () => familyText('family.pin.invalid'),
  }),
)

export const pinSchema = z.object({ pin })

export const createPinSchema = z.object({ pin, confirm: z.string() }).check(
  z.refine((values) => values.pin === values.confirm, {
    error: () => familyText('family.pin.mismatch'),
    path: ['confirm'],
  }),
)
export type CreatePinValues = z.infer<typeof createPinSchema>

/**
 * Typing the current PIN is the change's typed confirmation (decision 028),
 * so an empty one is asked for by name.
 */
const currentPin = z.string().check(
  z.minLength(1, {
    error: () => familyText('family.settings.currentPinRequired'),
  }),
  z.regex(PARENT_PIN_PATTERN, {
    error: () => familyText('family.pin.invalid'),
  }),
)

export const changePinSchema = z
  .object({ currentPin, pin, confirm: z.string() })
  .check(
    z.refine((values) => values.pin === values.confirm, {
      error: () => familyText('family.pin.mismatch'),
      path: ['confirm'],
    }),
  )
export type ChangePinValues = z.infer<typeof changePinSchema>

export const resetPinSchema = z
  .object({ password: z.string(), pin, confirm: z.string() })
  .check(
    z.refine((values) => values.pin === values.confirm, {
      error: () => familyText('family.pin.mismatch'),
      path: ['confirm'],
    }),
  )
export type ResetPinValues = z.infer<typeof resetPinSchema>

/** Typing the current password is the change's typed confirmation. */
export const changePasswordSchema = z.object({
  currentPassword: z.string().check(
    z.minLength(1, {
      error: () => familyText('family.settings.currentPasswordRequired'),
    }),
  ),
  newPassword: z
    .string()
    .check(
      z.minLength(6, { error: () => familyText('accounts.invalid.password') }),
    ),
})
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>

export const consentSchema = z.object({
  parentConsent: z.boolean().check(
    z.refine((given) => given, {
      error: () => familyText('family.consent.required'),
    }),
  ),
})
