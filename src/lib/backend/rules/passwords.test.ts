import { describe, expect, it } from 'vitest'

import { hashPassword, verifyPassword } from './passwords'

describe('PBKDF2 hashing (passwords and the parent PIN)', () => {
  it('salts every hash, so the same PIN never hashes the same twice', async () => {
    const first = await hashPassword('1234', 1000)
    const second = await hashPassword('1234', 1000)
    expect(first.salt).not.toBe(second.salt)
    expect(first.hash).not.toBe(second.hash)
    expect(JSON.stringify(first)).not.toContain('"1234"')
    expect(first.iterations).toBe(1000)
  })

  it('verifies the right secret only, with the iteration count it was made with', async () => {
    const stored = await hashPassword('1234', 1500)
    expect(await verifyPassword('1234', stored)).toBe(true)
    expect(await verifyPassword('1235', stored)).toBe(false)
    expect(await verifyPassword('1234', { ...stored, iterations: 1000 })).toBe(
      false,
    )
  })
})
