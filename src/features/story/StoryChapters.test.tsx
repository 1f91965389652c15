import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { storyChapters } from '@/data/story'
import { storyChapters as teluguChapters } from '@/data/te/story'
import { paths } from '@/lib/paths'
import {
  FakeSpeechSynthesis,
  FakeUtterance,
  fakeVoice,
} from '@/lib/speech/fakeSpeechSynthesis'
import { splitSentences } from '@/lib/speech/sentences'
import { renderWithProviders } from '@/test/render'
import { showTelugu } from '@/test/telugu'

import { StoryChapters } from './StoryChapters'
import { STORY_VERSION_KEY } from './storyVersionStore'

const [first] = storyChapters
if (!first) throw new Error('The story has no chapters')
const kidsSentences = first.kids.flatMap(splitSentences)
const firstAdultSentence = splitSentences(first.adult[0] ?? '')[0] ?? ''

function installSpeech(synth: FakeSpeechSynthesis) {
  vi.stubGlobal('speechSynthesis', synth)
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance)
}

function currentSentence() {
  const chapter = screen.getByRole('article', { name: first?.title })
  return within(chapter)
    .queryAllByText(/./, { selector: '[aria-current="true"]' })
    .map((element) => element.textContent)
}

beforeEach(() => {
  window.sessionStorage.clear()
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('StoryChapters: versions', () => {
  it('opens the version the address asks for, remembers it, and lets the reader choose the other', async () => {
    const user = userEvent.setup()
    renderWithProviders(<StoryChapters />, {
      route: paths.vasaviStory.englishHref('adult'),
    })
    const adult = screen.getByRole('radio', { name: 'For grown-ups' })
    expect(adult).toBeChecked()
    expect(screen.getByText(firstAdultSentence)).toBeInTheDocument()
    expect(window.sessionStorage.getItem(STORY_VERSION_KEY)).toBe('adult')

    await user.click(screen.getByRole('radio', { name: 'For kids' }))
    expect(screen.getByText(kidsSentences[0] ?? '')).toBeInTheDocument()
    expect(window.sessionStorage.getItem(STORY_VERSION_KEY)).toBe('kids')
  })

  it('shows the kids version first, then switches to the grown-ups version and back', async () => {
    const user = userEvent.setup()
    renderWithProviders(<StoryChapters />)
    expect(screen.getAllByRole('article')).toHaveLength(4)
    const kids = screen.getByRole('radio', { name: 'For kids' })
    const adult = screen.getByRole('radio', { name: 'For grown-ups' })
    expect(kids).toBeChecked()
    expect(screen.getByText(kidsSentences[0] ?? '')).toBeInTheDocument()

    await user.click(adult)
    expect(adult).toBeChecked()
    expect(screen.getByText(firstAdultSentence)).toBeInTheDocument()
    expect(screen.queryByText(kidsSentences[0] ?? '')).not.toBeInTheDocument()
    expect(
      screen.getAllByRole('heading', { name: 'Where the sources differ' }),
    ).toHaveLength(4)
    expect(window.sessionStorage.getItem(STORY_VERSION_KEY)).toBe('adult')

    await user.click(kids)
    expect(screen.getByText(kidsSentences[0] ?? '')).toBeInTheDocument()
    expect(
      screen.queryByRole('heading', { name: 'Where the sources differ' }),
    ).not.toBeInTheDocument()
  })

  it('remembers the grown-ups version for the visit', () => {
    window.sessionStorage.setItem(STORY_VERSION_KEY, 'adult')
    renderWithProviders(<StoryChapters />)
    expect(screen.getByRole('radio', { name: 'For grown-ups' })).toBeChecked()
    expect(screen.getByText(firstAdultSentence)).toBeInTheDocument()
  })
})

describe('StoryChapters: the sacred fire, told gently', () => {
  it('shows the grown-ups’ note before the kids chapter, and not in the grown-ups version', async () => {
    const user = userEvent.setup()
    renderWithProviders(<StoryChapters />)
    const chapter = screen.getByRole('article', { name: 'The Sacred Fire' })
    const note = within(chapter).getByRole('note')
    expect(note).toHaveTextContent('A note for grown-ups')
    expect(note).toHaveTextContent(/how Vasavi died/)
    expect(chapter).toHaveTextContent(
      /Nobody should ever hurt themselves\. .*talk to a grown-up you trust\.$/,
    )
    expect(screen.getAllByRole('note')).toHaveLength(1)

    await user.click(screen.getByRole('radio', { name: 'For grown-ups' }))
    expect(screen.queryByRole('note')).not.toBeInTheDocument()
    // The chosen version outlives the render (storyVersionStore).
    await user.click(screen.getByRole('radio', { name: 'For kids' }))
  })
})

describe('StoryChapters: read to me', () => {
  it('shows no read-aloud control without speech synthesis', () => {
    renderWithProviders(<StoryChapters />)
    expect(
      screen.queryByRole('button', { name: /Read to me/ }),
    ).not.toBeInTheDocument()
  })

  it('reads a chapter aloud, highlighting the sentence being read', async () => {
    const user = userEvent.setup()
    const synth = new FakeSpeechSynthesis([fakeVoice('en-IN')])
    installSpeech(synth)
    renderWithProviders(<StoryChapters />)
    expect(screen.getAllByRole('button', { name: /^Read to me/ })).toHaveLength(
      4,
    )

    await user.click(
      screen.getByRole('button', { name: `Read to me: ${first.title}` }),
    )
    expect(synth.texts).toEqual([kidsSentences[0]])
    expect(currentSentence()).toEqual([kidsSentences[0]])
    const chapter = screen.getByRole('article', { name: first.title })
    expect(within(chapter).getByRole('status')).toHaveTextContent(
      'Reading aloud',
    )

    act(() => synth.finishCurrent())
    expect(currentSentence()).toEqual([kidsSentences[1]])
    expect(synth.texts).toEqual(kidsSentences.slice(0, 2))

    await user.click(
      screen.getByRole('button', { name: `Pause reading: ${first.title}` }),
    )
    expect(synth.paused).toBe(true)
    expect(currentSentence()).toEqual([kidsSentences[1]])

    await user.click(
      screen.getByRole('button', { name: `Go on reading: ${first.title}` }),
    )
    expect(synth.paused).toBe(false)

    await user.click(
      screen.getByRole('button', { name: `Stop reading: ${first.title}` }),
    )
    expect(synth.current).toBeNull()
    expect(currentSentence()).toEqual([])
    expect(
      screen.getByRole('button', { name: `Read to me: ${first.title}` }),
    ).toBeInTheDocument()
  })

  it('reads to the end and then offers to read again', async () => {
    const user = userEvent.setup()
    const synth = new FakeSpeechSynthesis()
    installSpeech(synth)
    renderWithProviders(<StoryChapters />)
    await user.click(
      screen.getByRole('button', { name: `Read to me: ${first.title}` }),
    )
    for (const _sentence of kidsSentences) act(() => synth.finishCurrent())
    expect(synth.texts).toEqual(kidsSentences)
    expect(currentSentence()).toEqual([])
    expect(
      screen.getByRole('button', { name: `Read to me: ${first.title}` }),
    ).toBeInTheDocument()
  })

  it('stops reading when the version changes or the chapters unmount', async () => {
    const user = userEvent.setup()
    const synth = new FakeSpeechSynthesis()
    installSpeech(synth)
    const { unmount } = renderWithProviders(<StoryChapters />)
    await user.click(
      screen.getByRole('button', { name: `Read to me: ${first.title}` }),
    )
    await user.click(screen.getByRole('radio', { name: 'For grown-ups' }))
    expect(synth.current).toBeNull()
    expect(currentSentence()).toEqual([])

    await user.click(
      screen.getByRole('button', { name: `Read to me: ${first.title}` }),
    )
    expect(synth.texts.at(-1)).toBe(firstAdultSentence)
    unmount()
    expect(synth.current).toBeNull()
  })
})

describe('StoryChapters on a Telugu page', () => {
  const [teluguFirst] = teluguChapters
  if (!teluguFirst) throw new Error('The Telugu story has no chapters')
  const teluguSentences = teluguFirst.kids.flatMap(splitSentences)
  const readToMe = `నాకు చదివి వినిపించండి: ${teluguFirst.title}`

  beforeEach(() => {
    // The version store remembers the last choice of this test file.
    window.sessionStorage.setItem(STORY_VERSION_KEY, 'kids')
  })

  it('shows the kids chapter in Telugu', async () => {
    await showTelugu()
    renderWithProviders(<StoryChapters />, { route: '/te/vasavi-story' })
    expect(
      screen.getByRole('article', { name: teluguFirst.title }),
    ).toBeInTheDocument()
    expect(screen.getByText(teluguSentences[0] ?? '')).toBeInTheDocument()
  })

  it('reads it with a Telugu voice (te-IN), sentence by sentence', async () => {
    await showTelugu()
    const user = userEvent.setup()
    const synth = new FakeSpeechSynthesis([
      fakeVoice('en-IN', 'English'),
      fakeVoice('te-IN', 'Telugu'),
    ])
    installSpeech(synth)
    renderWithProviders(<StoryChapters />, { route: '/te/vasavi-story' })
    await user.click(screen.getByRole('button', { name: readToMe }))
    expect(synth.spoken[0]).toMatchObject({
      text: teluguSentences[0],
      lang: 'te-IN',
    })
    expect(synth.spoken[0]?.voice?.name).toBe('Telugu')
    act(() => synth.finishCurrent())
    expect(synth.spoken[1]?.lang).toBe('te-IN')
  })

  it('says plainly that the device has no Telugu voice, and reads nothing', async () => {
    await showTelugu()
    const synth = new FakeSpeechSynthesis([fakeVoice('en-IN')])
    installSpeech(synth)
    renderWithProviders(<StoryChapters />, { route: '/te/vasavi-story' })
    expect(
      await screen.findAllByText(
        'ఈ పరికరంలో తెలుగు గొంతు లేదు. అందుకే ఇది చదివి వినిపించలేదు.',
      ),
    ).toHaveLength(4)
    expect(
      screen.queryByRole('button', { name: /నాకు చదివి వినిపించండి/ }),
    ).not.toBeInTheDocument()
    expect(synth.spoken).toEqual([])
  })
})
