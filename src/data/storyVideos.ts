/**
 * The two videos on /vasavi-story. The site owner sets `youtubeId` (the
 * 11-character id in a YouTube address) for each video here and nowhere else.
 * Set an id only for a video a grown-up has watched and checked. While an id
 * is null the card shows the title with "Ask a grown-up to find this video"
 * and no link (a child is never sent to an open YouTube search); once set,
 * the card plays the video from the privacy-enhanced player, loaded only
 * after a press. The privacy policy ("Embedded Videos") describes both.
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
