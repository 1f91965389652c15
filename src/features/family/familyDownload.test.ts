import { describe, expect, it } from 'vitest'

import type { FamilyExport } from '@/lib/backend'

import { familyDownload } from './familyDownload'

const data: FamilyExport = {
  format: 'vasavi-kids-family-export',
  version: 1,
  exportedAt: '2026-11-25T10:20:30.000Z',
  parent: {
    email: 'parent@example.org',
    createdAt: '2026-11-01T00:00:00.000Z',
    consentedAt: '2026-11-01T00:00:00.000Z',
    policyVersion: '2026-11-25',
    hasPin: true,
  },
  children: [],
}

describe('familyDownload', () => {
  it('names the file after the day and keeps every field', () => {
    const file = familyDownload(data)
    expect(file.fileName).toBe('vasavi-kids-family-2026-11-25.json')
    expect(JSON.parse(file.text)).toEqual(data)
    expect(file.text).toContain('\n  "format"')
  })
})
