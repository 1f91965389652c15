import { describe, expect, it } from 'vitest'

import { changePasswordSchema, changePinSchema } from './familySchemas'

function messages(result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) {
  return (result.error?.issues ?? []).map(
    (issue) => `${issue.path.join('.')}: ${issue.message}`,
  )
}

describe('the settings forms’ typed confirmations', () => {
  it('asks for the current password before a new one is taken', () => {
    expect(
      messages(
        changePasswordSchema.safeParse({
          currentPassword: '',
          newPassword: 'newsecret',
        }),
      ),
    ).toEqual([
      'currentPassword: Type your current password to confirm the change.',
    ])
    expect(
      changePasswordSchema.safeParse({
        currentPassword: 'secret1',
        newPassword: 'newsecret',
      }).success,
    ).toBe(true)
  })

  it('asks for the current PIN first, then for 4 digits', () => {
    const change = { pin: '1357', confirm: '1357' }
    expect(
      messages(changePinSchema.safeParse({ ...change, currentPin: '' }))[0],
    ).toBe('currentPin: Type the current PIN to confirm the change.')
    expect(
      messages(changePinSchema.safeParse({ ...change, currentPin: '24a8' })),
    ).toEqual(['currentPin: The PIN must be exactly 4 digits.'])
    expect(
      changePinSchema.safeParse({ ...change, currentPin: '2468' }).success,
    ).toBe(true)
  })
})
