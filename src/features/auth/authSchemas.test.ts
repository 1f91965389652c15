import { describe, expect, it } from 'vitest'

import { loginSchema, signUpSchema } from './authSchemas'

const valid = {
  email: 'parent@example.org',
  password: 'secret',
  parentConsent: true,
}

function messages(input: Record<string, unknown>) {
  const result = signUpSchema.safeParse(input)
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

describe('the sign-up schema', () => {
  it('needs the parent or guardian confirmation', () => {
    expect(messages(valid)).toEqual([])
    expect(messages({ ...valid, parentConsent: false })).toEqual([
      'Please confirm that you are a parent or guardian, 18 or older.',
    ])
  })

  it('asks for no name: children get theirs as profiles', () => {
    expect(Object.keys(signUpSchema.parse(valid)).sort()).toEqual([
      'email',
      'parentConsent',
      'password',
    ])
  })

  it.each([
    ['12345', ['Password must be at least 6 characters']],
    ['123456', []],
  ])('password %j', (password, expected) => {
    expect(messages({ ...valid, password })).toEqual(expected)
  })

  it.each(['kid', 'kid@', 'kid@example', 'kid example.org', ''])(
    'refuses the email %j',
    (email) => {
      expect(messages({ ...valid, email })).toEqual(['Invalid email address'])
    },
  )

  it('trims the email before checking and sending, never the password', () => {
    expect(
      signUpSchema.parse({
        ...valid,
        email: ' parent@example.org  ',
        password: ' secret ',
      }),
    ).toEqual({ ...valid, password: ' secret ' })
  })
})
describe('the login schema', () => {
  it('needs only a valid email and a password', () => {
    expect(
      loginSchema.parse({ email: ' kid@example.org ', password: 'x' }),
    ).toEqual({
      email: 'kid@example.org',
      password: 'x',
    })
    const result = loginSchema.safeParse({ email: '', password: '' })
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Invalid email address',
      'Password is required',
    ])
  })
})
