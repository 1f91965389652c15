import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'

import {
  reportStorageProblem,
  resetStorageProblems,
} from '@/lib/storage/storageNotices'
import { renderWithProviders } from '@/test/render'

import { StorageNotice } from './StorageNotice'

beforeEach(() => {
  resetStorageProblems()
})

describe('StorageNotice', () => {
  it('says once that unreadable saved data was set aside', async () => {
    reportStorageProblem('set-aside')
    renderWithProviders(<StorageNotice />)
    expect(
      await screen.findByText(
        'Something saved on this device could not be read',
      ),
    ).toBeInTheDocument()
    reportStorageProblem('set-aside')
    await Promise.resolve()
    expect(
      screen.getAllByText('Something saved on this device could not be read'),
    ).toHaveLength(1)
  })

  it('says when the storage is full and that earlier progress is safe', async () => {
    renderWithProviders(<StorageNotice />)
    reportStorageProblem('full')
    expect(
      await screen.findByText('This device is out of storage space'),
    ).toBeInTheDocument()
    expect(screen.getByText(/Everything saved before is safe/)).toBeVisible()
  })
})
