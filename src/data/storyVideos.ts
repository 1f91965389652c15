/**
 * The two videos on /vasavi-story. The site owner sets `youtubeId` (the
 * 11-character id in a YouTube address) for each video here and nowhere else.
 * While an id is null the card links to a YouTube search for the title; once
 * set, the card plays the video from the privacy-enhanced player, loaded only
 * after a press.
 */

export type StoryVideoKind = 'detailed' | 'quick'

export type StoryVideo = {
  kind: StoryVideoKind
  title: string
  description: string
  youtubeId: string | null
}

export const storyVideos: readonly StoryVideo[] = [
  {
    kind: 'detailed',
    title: 'Sri Vasavi Kanyaka Parameswari Charitra',
    description:
      'The full story of Vasavi Matha and Penugonda, told in detail for older children and families.',
    youtubeId: null,
  },
  {
    kind: 'quick',
    title: 'Vasavi Kanyaka Parameswari Story for Kids',
    description:
      'A short telling of the story for young children, to watch together.',
    youtubeId: null,
  },
]
