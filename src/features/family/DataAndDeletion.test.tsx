import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { DEVICE_ACCOUNTS_KEY } from '@/lib/backend/device/deviceData'
import { deviceFamily, PARENT } from '@/test/family'
import { answered } from '@/test/quizAnswers'
import { renderWithProviders } from '@/test/render'

import { DataAndDeletion } from './DataAndDeletion'

describe('DataAndDeletion', () => {
  it('downloads the family’s children and results as JSON, with no PIN or password hash', async () => {
    const { backend, profiles } = await deviceFamily({
      children: ['Anu', 'Bala'],
      pin: '2468',
    })
    const [anu, bala] = profiles
    // A quiz is drawn and finished with its answers (decision 056).
    const quiz = await backend.startQuiz(anu!.id, '8-10')
    await backend.recordGameResult(answered(quiz, 12), quiz.sessionId)
    const memory = await backend.startGame(bala!.id, 'memory')
    await backend.recordGameResult({ gameType: 'memory', value: 14 }, memory)

    // The file is caught on its way to the browser, never saved.
    const blobs: Blob[] = []
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob)
      return 'blob:family-export'
    })
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
    const downloads: { href: string; download: string }[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push({ href: this.href, download: this.download })
    })

    const user = userEvent.setup()
    renderWithProviders(<DataAndDeletion />, { backend })
    await user.click(
      await screen.findByRole('button', { name: 'Download (JSON)' }),
    )
    expect(
      await screen.findByText('Your family’s data was downloaded.'),
    ).toBeInTheDocument()
    expect(downloads).toEqual([
      {
        href: 'blob:family-export',
        download: expect.stringMatching(
          /^vasavi-kids-family-\d{4}-\d{2}-\d{2}\.json$/,
        ) as string,
      },
    ])
    await waitFor(() =>
      expect(revoke).toHaveBeenCalledWith('blob:family-export'),
    )

    expect(blobs).toHaveLength(1)
    expect(blobs[0]!.type).toBe('application/json')
    const text = await blobs[0]!.text()
    const data = JSON.parse(text) as {
      parent: { email: string; hasPin: boolean }
      children: {
        profile: { funName: string }
        rounds: { gameType: string; value: number }[]
      }[]
    }
    expect(data.parent).toMatchObject({ email: PARENT.email, hasPin: true })
    expect(
      data.children.map(({ profile, rounds }) => ({
        funName: profile.funName,
        rounds: rounds.map(({ gameType, value }) => ({ gameType, value })),
      })),
    ).toEqual([
      { funName: 'Anu', rounds: [{ gameType: 'quiz', value: 12 }] },
      { funName: 'Bala', rounds: [{ gameType: 'memory', value: 14 }] },
    ])
    // Neither secret, nor the stored hash or salt of either, is in the file.
    const stored = window.localStorage.getItem(DEVICE_ACCOUNTS_KEY) ?? ''
    const hashes = [...stored.matchAll(/"(?:hash|salt)":"([^"]+)"/g)].map(
      ([, value]) => value!,
    )
    expect(hashes).toHaveLength(4)
    // (The PIN is looked for as a JSON string: 4 digits can occur in an id.)
    for (const secret of [PARENT.password, '"2468"', ...hashes]) {
      expect(text).not.toContain(secret)
    }
    expect(text).not.toMatch(/"(pin|password|hash|salt)"/i)
  })
})
