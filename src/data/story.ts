/**
 * The story of Sri Vasavi Kanyaka Parameswari for /vasavi-story: four
 * chapters, each told for children and, with historical context, for adults;
 * values, festivals, a prayer, a mantra and life lessons. Plain text only.
 * Facts follow the content notes' heritage facts (sections 2 and 3); the
 * corrections they made are in docs/decisions/007-home-content-and-festival-dates.md.
 */

import { STORY_SAFETY_LINE } from './gentleTelling'

export const STORY_VERSIONS = ['kids', 'adult'] as const
export type StoryVersion = (typeof STORY_VERSIONS)[number]

export type StoryChapter = {
  /** Anchor id, kebab-case. */
  id: string
  title: string
  /**
   * To the grown-up reading along, shown before the kids version of a chapter
   * that tells a hard thing (docs/content-notes.md, "Telling hard things to
   * children"): what the chapter tells and how to talk about it with a child.
   */
  grownUpsNote?: string
  /**
   * Paragraphs in short sentences a six-year-old can follow. A chapter with a
   * grown-ups' note ends with the safety line of `gentleTelling.ts`.
   */
  kids: readonly string[]
  /** Paragraphs with the historical context, for older readers. */
  adult: readonly string[]
  /** Adult version only: where the sources tell it differently. */
  sourceNotes: readonly string[]
}

export type StoryValueIcon = 'courage' | 'purity' | 'protection' | 'sacrifice'

export type StoryValue = {
  name: string
  description: string
  icon: StoryValueIcon
}

/** Spec entity "Festival entry". */
export type StoryFestival = {
  name: string
  /** The traditional (Hindu calendar) date. */
  date: string
  /** When it falls in the English calendar. */
  englishDate: string
  description: string
  traditions: readonly string[]
  significance: string
}

export type Mantra = {
  /** Telugu script (rendered with lang="te"). */
  script: string
  transliteration: string
  meaning: string
  note: string
}

export const storyChapters: readonly StoryChapter[] = [
  {
    id: 'the-beautiful-princess',
    title: 'The Beautiful Princess',
    kids: [
      'Long ago, there was a town called Penugonda. It was near the big Godavari river. A good ruler named Kusuma Sreshti lived there with his queen, Kusumamba.',
      'Kusuma Sreshti and Kusumamba had no children, and they felt sad. Their teacher, Bhaskaracharya, told them to pray at a special fire ceremony. So they prayed with all their hearts.',
      'Soon, twins were born! There was a baby boy named Virupaksha and a baby girl named Vasavi. Vasavi grew up kind and clever. She loved music and art. Every day, she prayed to Lord Shiva.',
    ],
    adult: [
      'Penugonda, in the West Godavari district of Andhra Pradesh, is remembered as the "Kasi of Vysyas". Tradition says it was ruled by Kusuma Sreshti, the chief of eighteen towns under the Eastern Chalukya kingdom of Vengi, with his queen Kusumamba.',
      'The couple had no children. On the advice of their family guru, Bhaskaracharya, they performed the Putrakameshti yaga, a sacrifice for the blessing of children. Twins were born: a son, Virupaksha, who trained in statecraft and arms, and a daughter, Vasavi (also called Vasavamba), who gave herself to music, the fine arts and the worship of Shiva as Nagareswara.',
      'Tradition places her birth on Vaishakha Shuddha Dashami, the tenth day of the bright half of Vaishakha, which the community still celebrates as Vasavi Jayanti. The story reaches us through temple tradition and community histories rather than records of the time; sources place it in the 10th or 11th century.',
    ],
    sourceNotes: [
      'How the twins came: most tellings say the couple received prasadam or a fruit from the yaga fire; one says the goddess Parashakti gave them payasam, and another speaks of two fruits.',
      'The hour of her birth: some accounts say a Friday morning, others say twilight.',
      "The king's name is spelled in many ways: Kusuma Sreshti, Sresti, Setty or Shreshty, and sometimes Kusuma Gupta.",
    ],
  },
  {
    id: 'the-difficult-choice',
    title: 'The Difficult Choice',
    kids: [
      'One day, a king named Vishnuvardhana came to Penugonda. He saw Vasavi and wanted to marry her.',
      'But Vasavi did not want to marry. She wanted a life of prayer. The king became angry. He said he would take her away by force. What would the family do?',
      'Vasavi\'s father called all the family leaders to a big meeting. Everyone had to choose. Many were afraid of the king\'s army. But 102 families said, "We will stand with Vasavi!"',
    ],
    adult: [
      'The Eastern Chalukya king Vishnuvardhana, touring his lands, saw Vasavi at Penugonda and asked for her hand. Some accounts add that he was already married and much older than her. Vasavi wished to remain a kanya, unmarried and devoted to her faith, and the angry king threatened to take her by force.',
      'Kusuma Sreshti called a council of the chiefs of the eighteen towns and of the 714 gotras of the community. The council was divided. 612 gotras favoured giving way to the king to avoid a war. 102 gotras stood with Vasavi and her wish.',
      'Vasavi asked that no blood be shed on her account. Her answer to the threat of force was not a war but a choice of her own, which the next chapter tells.',
    ],
    sourceNotes: [
      'Which king: the Godavari District Gazetteer calls him the Eastern Chalukya king Vishnuvardhana. Other accounts name him Vishnuvardhana-Vimaladitya, and one traces him to the Pandavas. Epigraphia Indica dates the reign of Vimaladitya to about 1011 to 1022.',
      'The numbers agree in every source that gives them: 714 gotras at the council, and 102 that stood with Vasavi.',
    ],
  },
  {
    id: 'the-sacred-fire',
    title: 'The Sacred Fire',
    grownUpsNote:
      'This chapter tells, gently, how Vasavi died. You may want to read it together. Let your child ask questions and say how they feel. You can explain that it is a very old story, and that today we solve problems by talking with people who care about us, never by hurting ourselves.',
    kids: [
      'Vasavi did not want a war. She did not want anyone to be hurt because of her.',
      'Vasavi would not let a war be fought over her. By the Godavari river, sacred fires were lit, and Vasavi prayed. The story says that she left this world there, in peace, and there was no war.',
      'The 102 families loved her. They stood by her side to the very end. It is a sad part of the story, and it is all right to feel sad. It is also a story of great love.',
      STORY_SAFETY_LINE,
    ],
    adult: [
      'Rather than see a war fought over her, Vasavi chose non-violence and self-sacrifice. Tradition says that 103 fire-pits were prepared at Brahmakunda on the banks of the Godavari: one for Vasavi and one for each of the 102 gotras that had stood with her.',
      'On Magha Shuddha Vidiya, the second day of the bright half of Magha, Vasavi entered the sacred fire first, and a couple from each of the 102 gotras followed her. Vasavi temples remember the day as Atmarpana, her self-offering.',
      'The Godavari District Gazetteer, written in the early 1900s, records the tradition in a single line: that she gave her life to end the trouble. For the community, the heart of the story is loyalty, courage and the refusal to answer force with force.',
    ],
    sourceNotes: [
      'Who followed her: most accounts say the couples of all 102 gotras; one says an elderly couple from each of the 102 gotras.',
    ],
  },
  {
    id: 'the-eternal-protector',
    title: 'The Eternal Protector',
    kids: [
      'The story does not end there. People believe that Vasavi appeared as a goddess, shining and strong. We call her Sri Vasavi Kanyaka Parameswari.',
      'Today there is a beautiful temple for her in Penugonda. There are Vasavi temples in many other towns and cities too. Families visit them to pray.',
      'Every year, we celebrate her birthday, Vasavi Jayanti. When we are kind, brave and peaceful, we remember Vasavi Matha. She watches over us like a loving mother.',
    ],
    adult: [
      'Devotees hold that Vasavi revealed herself as Adi Parashakti, with eighteen arms, and worship her as Sri Vasavi Kanyaka Parameswari. Her chief temple is at Penugonda, and Vasavi temples stand wherever Arya Vysya families have settled.',
      'The Gazetteer notes that in its day the fines collected at caste panchayats were still sent to the Penugonda temple, a sign of how central it was to community life. Edgar Thurston, writing in 1909, records a temple legend that a golden likeness of her was found in the ashes and placed beside Nagareswara, to whom, the legend says, she had been married; it was later replaced by a stone image.',
      'Vasavi temples keep three main festivals: Vasavi Jayanti for her birth, Atmarpana for her self-offering, and Navaratri. For the families of the 102 gotras she is the patron goddess and protector of the community.',
    ],
    sourceNotes: [
      'When it happened: one source says the 10th century, others the 10th to 11th century. A date of about 1066 is often repeated, but no source we found supports it. One page sets the story in the 14th century with other names; we do not follow it.',
      "Thurston's golden likeness is one temple legend, recorded in 1909.",
    ],
  },
]

/** The four values of the story (spec: Courage, Purity, Protection, Sacrifice). */
export const storyValues: readonly StoryValue[] = [
  {
    name: 'Courage',
    description:
      'Vasavi stood firm for what she believed, even when a powerful king was angry with her.',
    icon: 'courage',
  },
  {
    name: 'Purity',
    description:
      'She kept her heart and her promise pure. She had chosen a life of prayer, and she did not give it up.',
    icon: 'purity',
  },
  {
    name: 'Protection',
    description:
      'She kept her people safe from a war, and families pray to her as their protector today.',
    icon: 'protection',
  },
  {
    name: 'Sacrifice',
    description:
      'She put others before herself, and 102 families stood by her with the same courage.',
    icon: 'sacrifice',
  },
]

/**
 * Two of the three main festivals of Vasavi temples, with the dates the
 * sources give. The third, Atmarpana, remembers the sacred fire; the page
 * names it in the section's intro and chapter 3 tells it.
 */
export const storyFestivals: readonly StoryFestival[] = [
  {
    name: 'Vasavi Jayanti',
    date: 'Vaishakha Shukla Dashami (the 10th day of the bright half of Vaishakha)',
    englishDate:
      'April or May (for example 30 April 2023, 18 May 2024 and 7 May 2025)',
    description:
      'The birthday of Vasavi Matha, the day she was born in Penugonda.',
    traditions: [
      'Special prayers and pujas at Vasavi temples',
      'Bhajans and songs about Vasavi Matha',
      'Telling the story of Vasavi to children',
      'Sharing prasadam with family and friends',
    ],
    significance:
      'It remembers her birth and the values she lived by: courage, peace and devotion.',
  },
  {
    name: 'Navaratri at Vasavi temples',
    date: 'Ashvayuja Shukla Padyami to Navami (the first nine days of the bright half of Ashvayuja), ending with Vijayadashami',
    englishDate: 'September or October',
    description:
      'Nine nights of worship of the goddess. Vasavi Kanyaka Parameswari temples celebrate Navaratri as one of their three main festivals.',
    traditions: [
      'The goddess is decorated in a different way each day',
      'Prayers, music and bhajans every evening',
      'Families visit the temple together',
      'The festival ends with Vijayadashami (Dasara)',
    ],
    significance:
      'It celebrates the strength of the goddess and the victory of good over evil.',
  },
]

/** A short prayer in a child's own words; one line a sentence. */
export const kidsPrayer: readonly string[] = [
  'Dear Vasavi Amma,',
  'please help me to be kind and brave.',
  'Help me to tell the truth and to share with others.',
  'Keep my family safe and happy.',
  'Thank you for watching over us.',
]

export const mantra: Mantra = {
  script: 'ఓం శ్రీ వాసవి కన్యకా పరమేశ్వర్యై నమః',
  transliteration: 'Om Sri Vasavi Kanyaka Parameswaryai Namaha',
  meaning: 'Om, my respectful greeting to Sri Vasavi Kanyaka Parameswari.',
  note: 'Devotees say it softly at the start of a prayer, or many times over, counting on a mala.',
}

export const lifeLessons: readonly string[] = [
  'Stand up for what is right, even when it is hard.',
  'Look for a peaceful answer before a fight.',
  'Stand by your family and friends when they need you.',
  'Keep the promises you make.',
  'Courage can be quiet: a calm, kind "no" can be very brave.',
]
