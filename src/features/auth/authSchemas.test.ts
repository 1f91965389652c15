import { describe, expect, it } from 'vitest'

import { firstMessage, loginSchema, signUpSchema } from './authSchemas'

const valid = {
  username: 'HappyPeacock',
  email: 'kid@example.org',
  password: 'secret',
}

function messages(input: Record<string, string>) {
  const result = signUpSchema.safeParse(input)
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

describe('the sign-up schema', () => {
  it.each([
    ['ab', ['Username must be at least 3 characters']],
    ['abc', []],
    ['a'.repeat(20), []],
    ['a'.repeat(21), ['Username must be less than 20 characters']],
    ['  ab  ', ['Username must be at least 3 characters']],
    [
      'me@example.org',
      [
        'Please leave email addresses out of your username: the leaderboard is public.',
      ],
    ],
    [
      'call 9876543210',
      [
        'Please leave phone numbers out of your username: the leaderboard is public.',
      ],
    ],
  ])('username %j', (username, expected) => {
    expect(messages({ ...valid, username })).toEqual(expected)
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

  it('trims email and username before checking and sending', () => {
    expect(
      signUpSchema.parse({
        username: '  HappyPeacock ',
        email: ' kid@example.org  ',
        password: ' secret ',
      }),
    ).toEqual({
      username: 'HappyPeacock',
      email: 'kid@example.org',
      password: ' secret ',
    })
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

describe('firstMessage', () => {
  it('picks the first problem in screen order', () => {
    expect(
      firstMessage({
        password: { message: 'Password must be at least 6 characters' },
        email: { message: 'Invalid email address' },
      }),
    ).toBe('Invalid email address')
    expect(firstMessage({})).toBeNull()
  })
})
