import { storyVideos as englishVideos, type StoryVideo } from '../storyVideos'

export type { StoryVideo, StoryVideoKind } from '../storyVideos'

/**
 * The Telugu twin of `storyVideos.ts`. The YouTube ids are still set in the
 * English module only (its one place for them); each Telugu card takes the id
 * of the English card of the same kind.
 */
function youtubeIdOf(kind: StoryVideo['kind']): string | null {
  return englishVideos.find((video) => video.kind === kind)?.youtubeId ?? null
}

export const storyVideos: readonly StoryVideo[] = [
  {
    kind: 'detailed',
    title: 'శ్రీ వాసవి కన్యకా పరమేశ్వరి చరిత్ర',
    description: 'వాసవి మాత, పెనుగొండల పూర్తి కథ, పెద్ద పిల్లలకు, కుటుంబాలకు వివరంగా.',
    youtubeId: youtubeIdOf('detailed'),
  },
  {
    kind: 'quick',
    title: 'పిల్లల కోసం వాసవి కన్యకా పరమేశ్వరి కథ',
    description: 'చిన్న పిల్లలు పెద్దవారితో కలిసి చూడటానికి, కథను క్లుప్తంగా చెప్పే వీడియో.',
    youtubeId: youtubeIdOf('quick'),
  },
]
