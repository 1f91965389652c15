import { act, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { QUIZ_QUESTION_IDS, quizQuestions } from '@/data/quiz'
import { quizQuestions as teluguQuiz } from '@/data/te/quiz'
import {
  FakeSpeechSynthesis,
  FakeUtterance,
  fakeVoice,
} from '@/lib/speech/fakeSpeechSynthesis'
import { splitSentences } from '@/lib/speech/sentences'
import { showTelugu } from '@/test/telugu'

import {
  fakeQuizBackend,
  renderGame,
  setupGameUser,
  withGameFakeTimers,
} from '../shared/gameTestSetup'
import { QuizGame } from './QuizGame'

function installSpeech(voices = [fakeVoice('en-US'), fakeVoice('en-IN')]) {
  const synth = new FakeSpeechSynthesis(voices)
  vi.stubGlobal('speechSynthesis', synth)
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance)
  return synth
}

/** The browser finishes the sentence it is reading. */
function finishSentence(synth: FakeSpeechSynthesis) {
  act(() => synth.finishCurrent())
}

function openQuiz(route?: string) {
  const user = setupGameUser()
  const onBack = vi.fn()
  renderGame(<QuizGame onBack={onBack} />, {
    backend: fakeQuizBackend(QUIZ_QUESTION_IDS, 12),
    route,
  })
  return { user, onBack }
}

async function switchReadToMeOn(
  user: ReturnType<typeof setupGameUser>,
  name: string,
) {
  const toggle = screen.getByRole('switch', { name })
  if (toggle.getAttribute('aria-checked') !== 'true') await user.click(toggle)
  expect(toggle).toHaveAttribute('aria-checked', 'true')
}

async function start(user: ReturnType<typeof setupGameUser>, name: string) {
  await user.click(screen.getByRole('button', { name }))
  await act(() => vi.runAllTimersAsync())
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('QuizGame, read to me', () => {
  withGameFakeTimers()

  it('reads the question, its options, then the feedback; a tap answers at once', async () => {
    const synth = installSpeech()
    const { user } = openQuiz()
    await switchReadToMeOn(user, 'Read to me')
    await start(user, 'Start the quiz')
    const [first] = quizQuestions
    // A question of two sentences is read one sentence at a time.
    const question = splitSentences(first.question)
    const readFrom = synth.spoken.length - 1
    expect(synth.current?.text).toBe(question[0])
    // An Indian English voice where the device has one.
    expect(synth.current?.voice?.lang).toBe('en-IN')
    // The sentence being read is highlighted where it is shown.
    expect(
      within(screen.getByRole('heading', { level: 3 })).getByText(
        question[0] ?? '',
        { selector: 'mark' },
      ),
    ).toBeInTheDocument()
    for (let i = 0; i <= question.length; i += 1) finishSentence(synth)
    expect(synth.current?.text).toBe(first.options[1])

    // Tapped while the second option is read: answered, and reading moves on.
    const answers = within(screen.getByRole('list', { name: 'Answers' }))
    await user.click(
      answers.getByRole('button', { name: first.options[first.correct] }),
    )
    expect(screen.getByText(first.explanation)).toBeInTheDocument()
    while (synth.current) finishSentence(synth)
    expect(synth.texts.slice(readFrom)).toEqual([
      ...question,
      first.options[0],
      first.options[1],
      'Correct!',
      'Well done.',
      ...splitSentences(first.explanation),
    ])
  })

  it('reads a word again from its speaker, and nothing once sound is off', async () => {
    const synth = installSpeech()
    const { user } = openQuiz()
    await start(user, 'Start the quiz')
    const [first] = quizQuestions
    const option = first.options[2] ?? ''
    await user.click(
      screen.getByRole('button', { name: `Read aloud: ${option}` }),
    )
    expect(synth.current?.text).toBe(option)

    await user.click(screen.getByRole('switch', { name: 'Sound' }))
    expect(synth.current).toBeNull()
    expect(
      screen.queryByRole('button', { name: /^Read aloud/ }),
    ).not.toBeInTheDocument()
    expect(
      screen.getByText('Sound is off. Turn it on to hear the reading.'),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('switch', { name: 'Sound' }))
  })

  it('stops reading on Back to Games', async () => {
    const synth = installSpeech()
    const { user, onBack } = openQuiz()
    await switchReadToMeOn(user, 'Read to me')
    await start(user, 'Start the quiz')
    expect(synth.current?.text).toBe(
      splitSentences(quizQuestions[0].question)[0],
    )
    const before = synth.spoken.length
    await user.click(screen.getByRole('button', { name: 'Back to Games' }))
    expect(onBack).toHaveBeenCalled()
    expect(synth.spoken).toHaveLength(before)
    expect(synth.current).toBeNull()
  })

  it('reads Telugu with the Telugu voice', async () => {
    await showTelugu()
    const synth = installSpeech([fakeVoice('en-IN'), fakeVoice('te-IN')])
    const { user } = openQuiz('/te/games')
    await switchReadToMeOn(user, 'నాకు చదివి వినిపించండి')
    await start(user, 'క్విజ్ మొదలుపెట్టండి')
    expect(synth.current?.text).toBe(
      splitSentences(teluguQuiz[0]?.question ?? '')[0],
    )
    expect(synth.current?.voice?.lang).toBe('te-IN')
  })

  it('says once how to add a Telugu voice, and offers no switch, where there is none', async () => {
    await showTelugu()
    installSpeech([fakeVoice('en-IN')])
    const { user } = openQuiz('/te/games')
    expect(
      screen.queryByRole('switch', { name: 'నాకు చదివి వినిపించండి' }),
    ).not.toBeInTheDocument()
    const notice = screen.getByRole('note', {
      name: 'ఈ పరికరంలో తెలుగు గొంతు లేదు',
    })
    expect(notice).toHaveTextContent('Android')
    expect(notice).toHaveTextContent('iPad')
    expect(notice).toHaveTextContent('Windows')
    await user.click(within(notice).getByRole('button', { name: 'సరే' }))
    expect(notice).not.toBeInTheDocument()
  })
})
