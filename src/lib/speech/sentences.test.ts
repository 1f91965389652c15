import { describe, expect, it } from 'vitest'

import { splitParagraphs, splitSentences } from './sentences'

describe('splitSentences', () => {
  it('splits at full stops, question marks and exclamation marks', () => {
    expect(
      splitSentences('Vasavi was kind. Was she brave? Yes, very brave!'),
    ).toEqual(['Vasavi was kind.', 'Was she brave?', 'Yes, very brave!'])
  })

  it('keeps closing quotes with their sentence', () => {
    expect(splitSentences('She said, "No war." Everyone listened.')).toEqual([
      'She said, "No war."',
      'Everyone listened.',
    ])
  })

  it('does not split numbers, initials or abbreviations', () => {
    expect(
      splitSentences(
        'F. R. Hemingway wrote in 1907. Vimaladitya reigned c. 1011 to 1022, e.g. in Vengi. It was 2.5 days.',
      ),
    ).toEqual([
      'F. R. Hemingway wrote in 1907.',
      'Vimaladitya reigned c. 1011 to 1022, e.g. in Vengi.',
      'It was 2.5 days.',
    ])
  })

  it('keeps a last sentence without a full stop', () => {
    expect(splitSentences('One. Two')).toEqual(['One.', 'Two'])
  })

  it('collapses whitespace and ignores empty text', () => {
    expect(splitSentences('  One.\n\n   Two.  ')).toEqual(['One.', 'Two.'])
    expect(splitSentences('   ')).toEqual([])
  })

  it('splits Telugu text at question marks and dandas', () => {
    expect(splitSentences('ఎలా ఉన్నారు? బాగున్నాను।')).toEqual([
      'ఎలా ఉన్నారు?',
      'బాగున్నాను।',
    ])
  })

  it('treats an ellipsis as the end of a sentence', () => {
    expect(splitSentences('And then… The king came.')).toEqual([
      'And then…',
      'The king came.',
    ])
  })
})

describe('splitParagraphs', () => {
  it('joins the sentences of every paragraph in order', () => {
    expect(splitParagraphs(['A one. A two.', 'B one!'])).toEqual([
      'A one.',
      'A two.',
      'B one!',
    ])
  })
})
