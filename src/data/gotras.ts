/**
 * The 102 gotras of the Arya Vysya community, in the order of the primary
 * researched list (see docs/decisions/008-gotra-content.md).
 *
 * Pure data: build scripts import this module (the sitemap), so it must stay
 * free of `@/` aliases, React and browser APIs.
 *
 * - `name`: the common English spelling, shown as "{name} Gotra".
 * - `rishi`: the gotra's sage name, uppercase (spec section 3).
 * - `greatSage`: the standard spelling of the sage the name refers to, or
 *   SAGE_NOT_IDENTIFIED when no source names one.
 * - `pravara`: the literal PRAVARA_NOT_LISTED, except for a few gotras named
 *   after well-known Vedic sages, where it holds the traditional pravara of
 *   that sage's line from the standard pravara lists.
 * - `familyNames`: kula (clan) names, uppercase. They are clan names, not
 *   modern surnames.
 * - `aliases`: other spellings people type (the old list's own spellings
 *   included), read by the search.
 */

export const PRAVARA_NOT_LISTED = 'Not Listed in Source'
export const SAGE_NOT_IDENTIFIED = 'Not identified in our sources'

export type Gotra = {
  id: string
  name: string
  rishi: string
  greatSage: string
  pravara: string
  familyNames: readonly string[]
  storyForKids: string
  aliases: readonly string[]
}

export const gotras = [
  {
    id: 'aswalayana',
    name: 'Aswalayana',
    rishi: 'ASWALAYANA',
    greatSage: 'Ashvalayana (a likely reading of the old spelling)',
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['AKRAMULA', 'AKYAMULA', 'AMALA', 'ARKYAMULA'],
    storyForKids:
      'The old list spells this gotra Achayana, which is read as Ashvalayana. Ashvalayana was a teacher of the Rigveda who wrote down how families should hold their special ceremonies.',
    aliases: ['Achayanasa', 'Achayana', 'Ashvalayana', 'Asvalayana'],
  },
  {
    id: 'agastya',
    name: 'Agastya',
    rishi: 'AGASTYA',
    greatSage: 'Agastya',
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['ANUBALA', 'ANUBHAGULA'],
    storyForKids:
      'Sage Agastya is one of the most loved sages of South India. Old stories say he crossed the Vindhya mountains to live in the south and shared his learning there.',
    aliases: ['Agasthyasa', 'Agasthya', 'Agasthi'],
  },
  {
    id: 'atreya',
    name: 'Atreya',
    rishi: 'ATREYA',
    greatSage: 'Atri',
    pravara: 'Atreya, Archanasa, Shyavashva',
    familyNames: ['ARASA', 'ARISISHTA', 'ELISISHTA', 'ARISETLA', 'HARISISHTA'],
    storyForKids:
      'Atreya means "from the family of Sage Atri", one of the seven great sages. His wife Anasuya is remembered for her kindness, and a whole book of the Rigveda comes from his family.',
    aliases: ['Athreyasa', 'Aathreya', 'Athreya', 'Atri'],
  },
  {
    id: 'auchitya',
    name: 'Auchitya',
    rishi: 'AUCHITYA',
    greatSage: SAGE_NOT_IDENTIFIED,
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['YANASA', 'YAANASAKA', 'YAANASABI'],
    storyForKids:
      'The old lists do not tell us much about the sage of the Auchitya gotra. Your grandparents may know the stories your own family tells about it.',
    aliases: ['Aushithyasa', 'Ouchithya', 'Auchithya'],
  },
  {
    id: 'bharadwaja',
    name: 'Bharadwaja',
    rishi: 'BHARADWAJA',
    greatSage: 'Bharadwaja',
    pravara: 'Angirasa, Barhaspatya, Bharadwaja',
    familyNames: ['BALASISHTA', 'BALASESHTA', 'BALISISHTA'],
    storyForKids:
      'Sage Bharadwaja was one of the seven great sages. Many hymns of the Rigveda, the oldest book of Hindu prayers, come from him and his family.',
    aliases: ['Bharadhvajasa', 'Baradwaja', 'Bharadvaja', 'Bharadwaj'],
  },
  {
    id: 'bhargava',
    name: 'Bhargava',
    rishi: 'BHARGAVA',
    greatSage: 'Bhrigu',
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['PRUTHIVISISHTA', 'PRUTHIVISRESHTA'],
    storyForKids:
      'Bhargava means "from the family of Sage Bhrigu". Bhrigu is a great sage of the old stories, and many famous sages are counted among his children and grandchildren.',
    aliases: ['Bharggavasa', 'Bargava', 'Bhrigu'],
  },
  {
    id: 'baudhayana',
    name: 'Baudhayana',
    rishi: 'BAUDHAYANA',
    greatSage: 'Baudhayana',
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['BHUDHI'],
    storyForKids:
      'Baudhayana was a teacher who wrote old rule books, including one on measuring and building fire altars. It holds some of the oldest geometry written in India!',
    aliases: ['Bhodhayanasa', 'Bodayanah', 'Bodhayana', 'Boudhayana'],
  },
  {
    id: 'putimasha',
    name: 'Putimasha',
    rishi: 'PUTIMASHA',
    greatSage: SAGE_NOT_IDENTIFIED,
    pravara: PRAVARA_NOT_LISTED,
    familyNames: [
      'DHURVADI',
      'DHULASISHTA',
      'DHURYADA',
      'DHULASI',
      'DHODA',
      'DHODILU',
    ],
    storyForKids:
      'This gotra is written in different ways in different lists, such as Bhoodhi Masha and Poothimava. However your family spells it, it is one of the 102 gotras.',
    aliases: ['Bhoodhi Mashasa', 'Bhoodhimasha', 'Poothimava', 'Puthimasha'],
  },
  {
    id: 'brihadashva',
    name: 'Brihadashva',
    rishi: 'BRIHADASHVA',
    greatSage: 'Brihadashva',
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['PERUSISHTA', 'BERISISHTA', 'BHYRUSISHTA'],
    storyForKids:
      'In the Mahabharata, Sage Brihadashva visits the Pandava brothers in the forest and cheers them up by telling the story of Nala and Damayanti.',
    aliases: ['Bruhathathvasa', 'Bruhadashwah', 'Brihadaswa', 'Bruhadaswa'],
  },
  {
    id: 'chakrapani',
    name: 'Chakrapani',
    rishi: 'CHAKRAPANI',
    greatSage: SAGE_NOT_IDENTIFIED,
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['CHAKRAMULA', 'CHAKRAMULASA'],
    storyForKids:
      'Chakrapani means "the one who holds the discus in his hand", a name of Lord Vishnu. The old lists do not say more about the sage of this gotra.',
    aliases: ['Chakrapanisa', 'Chakrapaani'],
  },
  {
    id: 'chamarshana',
    name: 'Chamarshana',
    rishi: 'CHAMARSHANA',
    greatSage: SAGE_NOT_IDENTIFIED,
    pravara: PRAVARA_NOT_LISTED,
    familyNames: [
      'BETHASHRESHTA',
      'BETHAKISHTA',
      'PATHASISHTA',
      'PATHTHASISHTA',
    ],
    storyForKids:
      'The old lists do not tell us much about the sage of the Chamarshana gotra. Ask your elders what your family remembers about it.',
    aliases: ['Chamarshanasa', 'Chamarsanah', 'Chamarsana'],
  },
  {
    id: 'saucheya',
    name: 'Saucheya',
    rishi: 'SAUCHEYA',
    greatSage: SAGE_NOT_IDENTIFIED,
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['ILAMANCHI', 'YALAMANCHI', 'HELAMANCHI'],
    storyForKids:
      'The Saucheya gotra is spelled Chowcheya in the old list and Sowcheya in another. The lists do not say more about its sage, so your family’s own stories are the best guide.',
    aliases: ['Chowcheyasa', 'Chowcheya', 'Sowcheyah', 'Soucheya', 'Sowcheya'],
  },
  {
    id: 'shaunaka',
    name: 'Shaunaka',
    rishi: 'SHAUNAKA',
    greatSage: 'Shaunaka',
    pravara: PRAVARA_NOT_LISTED,
    familyNames: [
      'KAMALA',
      'DHRUGASISHTA',
      'THANATHA',
      'CHAANAKALA',
      'CHOWNAKA',
    ],
    storyForKids:
      'Sage Shaunaka led a gathering of sages in the Naimisha forest. The Mahabharata says that its great story was told to Shaunaka and his friends there.',
    aliases: ['Chownakasa', 'Sownaka', 'Sounaka', 'Shounaka', 'Saunaka'],
  },
  {
    id: 'devavalkya',
    name: 'Devavalkya',
    rishi: 'DEVAVALKYA',
    greatSage: SAGE_NOT_IDENTIFIED,
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['USIRA', 'DHESISHTA'],
    storyForKids:
      'The old lists do not tell us much about the sage of the Devavalkya gotra. The name begins with "deva", a word for the gods.',
    aliases: ['Dheva Kalkyasa', 'Devavalkyah', 'Devakalkya'],
  },
  {
    id: 'devarata',
    name: 'Devarata',
    rishi: 'DEVARATA',
    greatSage: 'Devarata',
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['HAARAASI'],
    storyForKids:
      'Devarata means "given by the gods". In an old Vedic story it is the name Sage Vishvamitra gave to a boy called Shunahshepa, whom his prayers had saved, when he took him as his own son.',
    aliases: ['Dhevarathasa', 'Devarathah', 'Devaratha'],
  },
  {
    id: 'durvasa',
    name: 'Durvasa',
    rishi: 'DURVASA',
    greatSage: 'Durvasa',
    pravara: PRAVARA_NOT_LISTED,
    familyNames: [
      'THITHISA',
      'THITHINA',
      'THENTHSULA',
      'THENTHASALA',
      'THETHANA',
    ],
    storyForKids:
      'Sage Durvasa is famous in the old stories for his quick temper, but also for his blessings, like the special prayer he taught young Kunti in the Mahabharata.',
    aliases: ['Dhurvasasa', 'Durvasah', 'Doorvasa'],
  },
  {
    id: 'gandharva',
    name: 'Gandharva',
    rishi: 'GANDHARVA',
    greatSage: SAGE_NOT_IDENTIFIED,
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['SARA', 'SEKOTLA', 'SEGOLLA', 'SAMANA', 'SHRESHTAKUNDALA'],
    storyForKids:
      'One list spells this gotra Gandharpa and another Kandarpa. In the old stories the Gandharvas are heavenly musicians, but the lists do not say which sage this gotra remembers.',
    aliases: ['Gandharpasa', 'Gandharpa', 'Kandarpa'],
  },
  {
    id: 'kanva',
    name: 'Kanva',
    rishi: 'KANVA',
    greatSage: 'Kanva',
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['GARNA'],
    storyForKids:
      'Sage Kanva lived in a peaceful forest hermitage, where he lovingly raised Shakuntala as his own daughter, as the Mahabharata and the poet Kalidasa tell.',
    aliases: ['Ganvsa', 'Kanvah', 'Ganva', 'Kanwa'],
  },
  {
    id: 'gargya',
    name: 'Gargya',
    rishi: 'GARGYA',
    greatSage: 'Garga',
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['PRAHEENU', 'PRAHEENI', 'PAIPI'],
    storyForKids:
      'Gargya means "from the family of Sage Garga". Stories in the Bhagavata Purana say that Garga was the family priest of the Yadavas and gave baby Krishna and Balarama their names.',
    aliases: ['Garkyasa', 'Gargyah', 'Garga', 'Garkya'],
  },
  {
    id: 'gopaka',
    name: 'Gopaka',
    rishi: 'GOPAKA',
    greatSage: SAGE_NOT_IDENTIFIED,
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['INJTHAPA', 'GOPA', 'KONDA', 'KONDAKA'],
    storyForKids:
      'Gopaka comes from "gopa", a word for one who looks after cows. The old lists do not say more about the sage of this gotra.',
    aliases: ['Gopakasa', 'Gopakah'],
  },
  {
    id: 'goundheya',
    name: 'Goundheya',
    rishi: 'GOUNDHEYA',
    greatSage: SAGE_NOT_IDENTIFIED,
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['KAMASISHTA'],
    storyForKids:
      'Goundheya appears in one of the two lists we studied but not in the other, so elders sometimes count the 102 gotras a little differently. It is kept here as the list gives it.',
    aliases: ['Goundheyasa', 'Gaundheya', 'Goundeya'],
  },
  {
    id: 'gautama',
    name: 'Gautama',
    rishi: 'GAUTAMA',
    greatSage: 'Gautama',
    pravara: 'Angirasa, Ayasya, Gautama',
    familyNames: ['GANTHISEELA', 'GANTHASEELA', 'GRANTHISEELA'],
    storyForKids:
      'Sage Gautama was one of the seven great sages. Hymns of the Rigveda are credited to his family, and a river, the Godavari, is also called Gautami after him.',
    aliases: ['Gouthamasa', 'Gowthama', 'Goutham', 'Gotama', 'Gautam'],
  },
  {
    id: 'gritsamada',
    name: 'Gritsamada',
    rishi: 'GRITSAMADA',
    greatSage: 'Gritsamada',
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['ESABA', 'ESUBA', 'ESHUBA', 'SANNA', 'JANA', 'JYANU'],
    storyForKids:
      'Most of the second book of the Rigveda is credited to Sage Gritsamada and his family, so his words have been sung for thousands of years.',
    aliases: [
      'Gruthsan Mathasa',
      'Gruthsna Madah',
      'Gruthsamada',
      'Grutsamada',
    ],
  },
  {
    id: 'kutsa',
    name: 'Kutsa',
    rishi: 'KUTSA',
    greatSage: 'Kutsa',
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['ISHVAKU'],
    storyForKids:
      'Sage Kutsa is named in the Rigveda, and a number of its hymns are credited to him.',
    aliases: ['Guthsasa', 'Kuthsah', 'Koutsa', 'Kuthsa', 'Kautsa'],
  },
  {
    id: 'harivalkya',
    name: 'Harivalkya',
    rishi: 'HARIVALKYA',
    greatSage: SAGE_NOT_IDENTIFIED,
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['KAPATA', 'KURATA', 'KORATA', 'GORANTAKULU'],
    storyForKids:
      'The old lists do not tell us much about the sage of the Harivalkya gotra. The name begins with "Hari", one of the names of Lord Vishnu.',
    aliases: ['Harivalgayasa', 'Harivalgaya'],
  },
  {
    id: 'jabali',
    name: 'Jabali',
    rishi: 'JABALI',
    greatSage: 'Jabali',
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['SIRISISHTA', 'SIRASISHTA'],
    storyForKids:
      'In the Ramayana, Sage Jabali is a learned priest at the court of King Dasharatha, Lord Rama’s father.',
    aliases: ['Jabaalisa', 'Jaabilih', 'Jabaali', 'Jabala'],
  },
  {
    id: 'jada-bharata',
    name: 'Jada Bharata',
    rishi: 'JADA BHARATA',
    greatSage: 'Jada Bharata',
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['KUNDA', 'DHURASISHTA'],
    storyForKids:
      'In the Bhagavata Purana, Jada Bharata was so quiet that people thought he was slow ("jada"), but he was really very wise and gently taught a king about kindness and humility.',
    aliases: ['Jadabarathasa', 'JadaBharatha', 'Jadabharata', 'Jada Bharatha'],
  },
  {
    id: 'jatukarna',
    name: 'Jatukarna',
    rishi: 'JATUKARNA',
    greatSage: 'Jatukarna',
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['CHANDRA', 'CHANDRAMOOLA', 'CHANDRAMASISHTA'],
    storyForKids:
      'Old books on Ayurveda, India’s traditional medicine, name a Jatukarna among the students of the teacher Punarvasu Atreya.',
    aliases: ['Jadhukarnasa', 'Jatukarnah', 'Jathukarna', 'Jadhukarna'],
  },
  {
    id: 'jambasudhana',
    name: 'Jambasudhana',
    rishi: 'JAMBASUDHANA',
    greatSage: SAGE_NOT_IDENTIFIED,
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['THRIMULA'],
    storyForKids:
      'The old lists do not tell us much about the sage of the Jambasudhana gotra. Your family’s elders may know its stories.',
    aliases: ['Jambasoothanasa', 'Jambasoothana', 'Jambasudana'],
  },
  {
    id: 'jaratkaru',
    name: 'Jaratkaru',
    rishi: 'JARATKARU',
    greatSage: 'Jaratkaru',
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['SANTHA'],
    storyForKids:
      'In the Mahabharata, Sage Jaratkaru’s son Astika grows up to be a peacemaker who saves the snakes from a king’s great ceremony.',
    aliases: ['Jarathkarasa', 'Jarathaarkha', 'Jarathkaru', 'Jaratkara'],
  },
  {
    id: 'jivanti',
    name: 'Jivanti',
    rishi: 'JIVANTI',
    greatSage: 'Jivanti',
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['BURHTILASISHA', 'BRUMASISHTA', 'LRUTHTHI'],
    storyForKids:
      'Jivanti comes from "jiva", life. It is also the name of a healing plant in Ayurveda; an old record notes that some Komati gotras are named after plants.',
    aliases: ['Jeevandhisa', 'Jeevanthi', 'Jivanthi', 'Jeevanti'],
  },
  {
    id: 'kapitha',
    name: 'Kapitha',
    rishi: 'KAPITHA',
    greatSage: SAGE_NOT_IDENTIFIED,
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['VENKALA'],
    storyForKids:
      'Kapittha is the Sanskrit name of the wood-apple tree. An old record says that some Komati gotras are named after plants, and this may be one of them.',
    aliases: ['Kabeedhasa', 'Kapeetha', 'Kapittha', 'Kabeedha'],
  },
  {
    id: 'kapila',
    name: 'Kapila',
    rishi: 'KAPILA',
    greatSage: 'Kapila',
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['MANDU', 'MANDHA', 'HASTHA', 'MANDA'],
    storyForKids:
      'Sage Kapila is remembered as the founder of Samkhya, one of the oldest schools of thought in India, which tries to count and explain everything in the world.',
    aliases: ['Kabilasa', 'Kabila'],
  },
  {
    id: 'kashyapa',
    name: 'Kashyapa',
    rishi: 'KASHYAPA',
    greatSage: 'Kashyapa',
    pravara: 'Kashyapa, Avatsara, Naidhruva',
    familyNames: ['GANAMUKU'],
    storyForKids:
      'Sage Kashyapa was one of the seven great sages. The old stories call him the father of gods, people, birds and snakes, which is why so many families feel close to him.',
    aliases: ['Kasyabasa', 'Kasyapa', 'Kashyap', 'Kasyap', 'Kashyab'],
  },
  {
    id: 'kaundinya',
    name: 'Kaundinya',
    rishi: 'KAUNDINYA',
    greatSage: 'Kaundinya',
    pravara: 'Vasishtha, Maitravaruna, Kaundinya',
    familyNames: ['KANALOLA', 'KANASRILA'],
    storyForKids:
      'The old lists of sages count the Kaundinya line in the great family of Sage Vasishtha.',
    aliases: ['Koundinyasa', 'Koundinya', 'Kondinya', 'Kowndinya'],
  },
  {
    id: 'kaushika',
    name: 'Kaushika',
    rishi: 'KAUSHIKA',
    greatSage: 'Kaushika (Vishvamitra)',
    pravara: 'Vaishvamitra, Aghamarshana, Kaushika',
    familyNames: ['KARAKAPALA'],
    storyForKids:
      'Kaushika is another name of Sage Vishvamitra, who was born a king and became a great sage through patience and hard work.',
    aliases: ['Kousikasa', 'Koushika', 'Kousika', 'Kaushik', 'Kowsika'],
  },
  {
    id: 'krishna',
    name: 'Krishna',
    rishi: 'KRISHNA',
    greatSage: SAGE_NOT_IDENTIFIED,
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['DHANA', 'THANANA', 'THENU'],
    storyForKids:
      'Krishna means "dark", like a rain cloud, and it is the name of the beloved Lord Krishna. The old lists do not say which sage this gotra remembers.',
    aliases: ['Krushnasa', 'Krushna', 'Krishnasa'],
  },
  {
    id: 'manava',
    name: 'Manava',
    rishi: 'MANAVA',
    greatSage: 'Manu (a likely reading)',
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['MATHYA', 'MANYU', 'MARAASA', 'MAANAACHA'],
    storyForKids:
      'Manava means "of Manu". In the old stories Manu is the first ancestor of all people, and the word "manava", a human being, comes from his name.',
    aliases: ['Maanavasa', 'Maanava'],
  },
  {
    id: 'markandeya',
    name: 'Markandeya',
    rishi: 'MARKANDEYA',
    greatSage: 'Markandeya',
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['MONU', 'MORUKA', 'MORUSA', 'MORKKALA'],
    storyForKids:
      'Sage Markandeya is famous for his love of Lord Shiva, who protected him when he was a boy. The Markandeya Purana is named after him.',
    aliases: ['Maarkandeyasa', 'Maarkandeya'],
  },
  {
    id: 'maitreya',
    name: 'Maitreya',
    rishi: 'MAITREYA',
    greatSage: 'Maitreya',
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['MATHTHI', 'MATHANA', 'MATHYASA', 'MITHUNA', 'MAITHRI'],
    storyForKids:
      'In the Vishnu Purana, Sage Maitreya asks the wise Sage Parashara questions about the world, and the whole book is Parashara’s answer.',
    aliases: ['Maithreyasa', 'Mythreyah', 'Maithreya', 'Mythreya'],
  },
  {
    id: 'mandapala',
    name: 'Mandapala',
    rishi: 'MANDAPALA',
    greatSage: 'Mandapala',
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['VINNASA', 'VINNA', 'VINU', 'VENNA'],
    storyForKids:
      'In a Mahabharata story, Sage Mandapala’s children, four little birds, pray to the fire god during a great forest fire and are kept safe.',
    aliases: ['Manthapalasa', 'Manthapala'],
  },
  {
    id: 'marichi',
    name: 'Marichi',
    rishi: 'MARICHI',
    greatSage: 'Marichi',
    pravara: PRAVARA_NOT_LISTED,
    familyNames: [
      'THEESHMA',
      'THISHAMASISHTA',
      'THEESHMASISHTA',
      'THEESHMASHRESHTA',
    ],
    storyForKids:
      'In the old stories Sage Marichi is a son of Lord Brahma and the father of Sage Kashyapa. His name means "ray of light".',
    aliases: ['Mareechasa', 'Mareechi', 'Mareecha'],
  },
  {
    id: 'maunjayana',
    name: 'Maunjayana',
    rishi: 'MAUNJAYANA',
    greatSage: SAGE_NOT_IDENTIFIED,
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['MUNJEE', 'MOUNJRISA', 'MOUNJI'],
    storyForKids:
      'The name seems to come from munja, a tall grass once woven into the belt a student wore at his thread ceremony. The old lists do not say more about this gotra’s sage.',
    aliases: ['Mounjaya', 'Mounjayanah', 'Mounjayana'],
  },
  {
    id: 'maudgalya',
    name: 'Maudgalya',
    rishi: 'MAUDGALYA',
    greatSage: 'Mudgala',
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['NAABILLA', 'NAABEELA', 'NAABEELASA', 'MUNI', 'MOOLA'],
    storyForKids:
      'Maudgalya means "from the family of Sage Mudgala". The Mahabharata tells how Mudgala, though poor, always shared his food with guests.',
    aliases: ['Mouthkalyasa', 'Moudgalya', 'Mudgala', 'Modgil'],
  },
  {
    id: 'muniraja',
    name: 'Muniraja',
    rishi: 'MUNIRAJA',
    greatSage: SAGE_NOT_IDENTIFIED,
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['PADMASISHTA', 'PADMASHRESHTA'],
    storyForKids:
      'Muniraja means "king among sages". The old lists do not tell us which sage this gotra remembers.',
    aliases: ['Munirajasa', 'Munirajah'],
  },
  {
    id: 'narada',
    name: 'Narada',
    rishi: 'NARADA',
    greatSage: 'Narada',
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['PALAKA', 'PALA'],
    storyForKids:
      'Sage Narada travels between the worlds with his veena, singing the name of Lord Vishnu and carrying news, and his mischief always ends well.',
    aliases: ['Naradhasa', 'Naradah', 'Naradha'],
  },
  {
    id: 'netrapada',
    name: 'Netrapada',
    rishi: 'NETRAPADA',
    greatSage: SAGE_NOT_IDENTIFIED,
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['SANDHOKU', 'SANDHOKULA'],
    storyForKids:
      'The old lists do not tell us much about the sage of the Netrapada gotra. "Netra" is a Sanskrit word for eye.',
    aliases: ['Nethra Pahtasa', 'Netrapadah', 'Nethrapada'],
  },
  {
    id: 'parashara',
    name: 'Parashara',
    rishi: 'PARASHARA',
    greatSage: 'Parashara',
    pravara: PRAVARA_NOT_LISTED,
    familyNames: [
      'KAMATHENU',
      'PATAKASEELA',
      'PANCHALA',
      'PRANASEELA',
      'PRANUSEELA',
      'PAMPAALLA',
    ],
    storyForKids:
      'Sage Parashara was the grandson of Sage Vasishtha and the father of Sage Vyasa. The Vishnu Purana is told in his words.',
    aliases: ['Paaraasaryasa', 'Parasharya', 'Parasara', 'Parasarya'],
  },
  {
    id: 'pallava',
    name: 'Pallava',
    rishi: 'PALLAVA',
    greatSage: SAGE_NOT_IDENTIFIED,
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['KANAPA', 'KANTA', 'KANTAASU', 'KANTASTHULA'],
    storyForKids:
      'Pallava means a fresh young leaf. An old record says that some Komati gotras are named after plants.',
    aliases: ['Pallavasa', 'Pallavah'],
  },
  {
    id: 'babhreya',
    name: 'Babhreya',
    rishi: 'BABHREYA',
    greatSage: SAGE_NOT_IDENTIFIED,
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['SANASISHTA', 'SINISHETLA'],
    storyForKids:
      'One list writes this gotra Papreya and another Jabri, and it is read as Babhreya. However it is spelled, the lists do not say more about its sage.',
    aliases: ['Papreyasa', 'Papreya', 'Jabrih', 'Jabri', 'Babri'],
  },
  {
    id: 'parasparayana',
    name: 'Parasparayana',
    rishi: 'PARASPARAYANA',
    greatSage: SAGE_NOT_IDENTIFIED,
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['DHUVVISISHTA', 'POULATHATHSYA', 'SRIBHUMSI'],
    storyForKids:
      'The old lists do not tell us much about the sage of the Parasparayana gotra. "Paraspara" means "each other", a lovely word for a family.',
    aliases: ['Paras Paraayanyasa', 'Parasparayanah', 'Paraspara'],
  },
  {
    id: 'pavitrapani',
    name: 'Pavitrapani',
    rishi: 'PAVITRAPANI',
    greatSage: SAGE_NOT_IDENTIFIED,
    pravara: PRAVARA_NOT_LISTED,
    familyNames: [
      'DHAYASISHTA',
      'DHASISHTA',
      'THAISETTA',
      'THESETLA',
      'THESISHTA',
      'THYSISHTA',
    ],
    storyForKids:
      'Pavitrapani means "pure hand". The old lists do not say more about the sage of this gotra.',
    aliases: ['Pavithra Paanisa', 'PavithraPranih', 'Pavithrapani'],
  },
  {
    id: 'pingala',
    name: 'Pingala',
    rishi: 'PINGALA',
    greatSage: 'Pingala',
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['AYANA'],
    storyForKids:
      'A famous Pingala was an old scholar of poetry who counted patterns of short and long sounds, an idea close to the binary numbers that computers use today!',
    aliases: ['Pingalasa', 'Pingla'],
  },
  {
    id: 'paulastya',
    name: 'Paulastya',
    rishi: 'PAULASTYA',
    greatSage: 'Pulastya',
    pravara: PRAVARA_NOT_LISTED,
    familyNames: [
      'GOSEELA',
      'UTHAMAGOSEELA',
      'PALLALAGOSEELA',
      'PADUGOSEELA',
      'SRIGOSEELA',
      'PUNAGOSEELA',
      'PATTUGOSEELA',
      'BHEEMAGOSEELA',
      'SATHYAGOSEELA',
      'CHANDHIGOSEELA',
      'SOORYA',
    ],
    storyForKids:
      'Paulastya means "from the family of Sage Pulastya". In the old stories Pulastya is one of the sons of Lord Brahma.',
    aliases: ['Poulasthyasa', 'Poulasthya', 'Pulastya', 'Pulasthya'],
  },
  {
    id: 'paundraka',
    name: 'Paundraka',
    rishi: 'PAUNDRAKA',
    greatSage: SAGE_NOT_IDENTIFIED,
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['BUMSIMAMSU', 'BUMSIMANA', 'BROSISHTA', 'BROSI', 'BROLEKA'],
    storyForKids:
      'The old lists do not tell us much about the sage of the Paundraka gotra. Your grandparents may know the stories your family tells.',
    aliases: ['Poundrakasa', 'Poundraka'],
  },
  {
    id: 'prabhata',
    name: 'Prabhata',
    rishi: 'PRABHATA',
    greatSage: SAGE_NOT_IDENTIFIED,
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['UDHVAHA', 'PENDLI', 'RAVISISHTA'],
    storyForKids:
      'Prabhata means "dawn", the bright start of a new day. The old lists do not say more about the sage of this gotra.',
    aliases: ['Prabhadhasa', 'Prabhatha', 'Prabhadha'],
  },
  {
    id: 'prachina',
    name: 'Prachina',
    rishi: 'PRACHINA',
    greatSage: SAGE_NOT_IDENTIFIED,
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['VANISISHTA', 'LENASISHTA', 'LELISISHTA'],
    storyForKids:
      'Prachina means "ancient", and also "from the east". The old lists do not say more about the sage of this gotra.',
    aliases: ['Praseenasa', 'Pracheena', 'Praseena'],
  },
  {
    id: 'pundarika',
    name: 'Pundarika',
    rishi: 'PUNDARIKA',
    greatSage: 'Pundarika',
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['ANUSISHTA', 'KRANU', 'THONDI'],
    storyForKids:
      'Pundarika means the white lotus, a flower that stands for purity because it blooms clean above muddy water.',
    aliases: ['Pundareegasa', 'Pundareeka', 'Pundareega'],
  },
  {
    id: 'rishyashringa',
    name: 'Rishyashringa',
    rishi: 'RISHYASHRINGA',
    greatSage: 'Rishyashringa',
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['ANANTHA'],
    storyForKids:
      'In the Ramayana, Sage Rishyashringa leads the prayers after which King Dasharatha’s four sons, Rama and his brothers, are born. Stories say rain followed him wherever he went.',
    aliases: [
      'Rushyashrungasa',
      'RushyaSrunga',
      'Rishyasringa',
      'Rushyasrunga',
    ],
  },
  {
    id: 'sharngarava',
    name: 'Sharngarava',
    rishi: 'SHARNGARAVA',
    greatSage: 'Sharngarava',
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['KUNDAKA'],
    storyForKids:
      'In Kalidasa’s play about Shakuntala, Sharngarava is a student of Sage Kanva who walks with Shakuntala to the king’s court.',
    aliases: ['Saargnaravasa', 'Sharjgaravah', 'Sarngarava', 'Saargnarava'],
  },
  {
    id: 'samvartaka',
    name: 'Samvartaka',
    rishi: 'SAMVARTAKA',
    greatSage: 'Samvarta',
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['RENDU', 'RENTA'],
    storyForKids:
      'Sage Samvarta was a brother of Brihaspati, the teacher of the gods. In the Mahabharata he leads a great ceremony for King Marutta.',
    aliases: ['Samvarthakasa', 'Samvarthaka', 'Samvarta'],
  },
  {
    id: 'sanaka',
    name: 'Sanaka',
    rishi: 'SANAKA',
    greatSage: 'Sanaka',
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['SHANA', 'SANA'],
    storyForKids:
      'Sanaka is the first of the four Kumaras, sons of Lord Brahma who, the stories say, chose to stay young children forever so they could keep learning.',
    aliases: ['Sanakasa', 'Nanaka'],
  },
  {
    id: 'sanatana',
    name: 'Sanatana',
    rishi: 'SANATANA',
    greatSage: 'Sanatana',
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['SAMASISHTA'],
    storyForKids:
      'Sanatana is one of the four Kumaras, the forever-young sons of Lord Brahma. The word sanatana means "eternal".',
    aliases: ['Sananthanasa', 'Sanadanath', 'Sanathana'],
  },
  {
    id: 'sanatkumara',
    name: 'Sanatkumara',
    rishi: 'SANATKUMARA',
    greatSage: 'Sanatkumara',
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['DANKARA', 'MUTHU'],
    storyForKids:
      'Sanatkumara is one of the four Kumaras. In the Chandogya Upanishad he teaches Sage Narada that true happiness comes from what is great and endless.',
    aliases: ['Sanathkumarasa', 'Sanathkumara', 'Sanath Kumara'],
  },
  {
    id: 'sharabhanga',
    name: 'Sharabhanga',
    rishi: 'SHARABHANGA',
    greatSage: 'Sharabhanga',
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['KRAMASISHTA', 'KRAMASHRESHTA'],
    storyForKids:
      'In the Ramayana, Rama, Sita and Lakshmana visit Sage Sharabhanga’s forest hermitage, and he sends them on to Sage Sutikshna.',
    aliases: ['Sarabankasa', 'Sharabangah', 'Sarabhanga', 'Sarabanka'],
  },
  {
    id: 'satya',
    name: 'Satya',
    rishi: 'SATYA',
    greatSage: SAGE_NOT_IDENTIFIED,
    pravara: PRAVARA_NOT_LISTED,
    familyNames: [
      'ANTHIRA',
      'CHINTHA',
      'CHINTHAMASISHTA',
      'CHINTHYA',
      'CHINTHALA',
    ],
    storyForKids:
      'Satya means "truth", one of the values our families hold dearest. The old lists do not say more about the sage of this gotra.',
    aliases: ['Sathyasa', 'Sathyah', 'Sathya'],
  },
  {
    id: 'shandilya',
    name: 'Shandilya',
    rishi: 'SHANDILYA',
    greatSage: 'Shandilya',
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['THUPPALA'],
    storyForKids:
      'Sage Shandilya is remembered for a teaching in the Chandogya Upanishad: the divine fills the whole world and also lives in our own hearts.',
    aliases: ['Shandilyasa', 'Sandilya', 'Sandilyasa'],
  },
  {
    id: 'shukla',
    name: 'Shukla',
    rishi: 'SHUKLA',
    greatSage: SAGE_NOT_IDENTIFIED,
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['SRISALA', 'SRISALLA'],
    storyForKids:
      'Shukla means "bright" or "white", like the bright half of the moon’s month. The old lists do not say more about the sage of this gotra.',
    aliases: ['Shuklasa', 'Suklarushi', 'Sukla'],
  },
  {
    id: 'saubarna',
    name: 'Saubarna',
    rishi: 'SAUBARNA',
    greatSage: SAGE_NOT_IDENTIFIED,
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['PUTHURU', 'PUTHURUKSA'],
    storyForKids:
      'The old lists do not tell us much about the sage of the Saubarna gotra. Your grandparents may know the stories your family tells.',
    aliases: ['Sowbarnasa', 'Sowbarna', 'Soubarna'],
  },
  {
    id: 'saumya',
    name: 'Saumya',
    rishi: 'SAUMYA',
    greatSage: SAGE_NOT_IDENTIFIED,
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['HASTHI'],
    storyForKids:
      'Saumya means "gentle and calm", like cool moonlight. The old lists do not say more about the sage of this gotra.',
    aliases: ['Sowmyasa', 'Sowmyah', 'Sowmya', 'Soumya'],
  },
  {
    id: 'sauvarna',
    name: 'Sauvarna',
    rishi: 'SAUVARNA',
    greatSage: SAGE_NOT_IDENTIFIED,
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['CHUSALA', 'SAKALLA', 'SOOCHALA', 'SOOKASALLA', 'SOOSALA'],
    storyForKids:
      'Sauvarna means "golden". The old lists do not say more about the sage of this gotra.',
    aliases: ['Sowvarnasa', 'Sowvarna', 'Souvarna'],
  },
  {
    id: 'shridhara',
    name: 'Shridhara',
    rishi: 'SHRIDHARA',
    greatSage: SAGE_NOT_IDENTIFIED,
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['SIRISHESHTA'],
    storyForKids:
      'Shridhara, "the one who holds Shri (Goddess Lakshmi)", is a name of Lord Vishnu. The old lists do not say more about the sage of this gotra.',
    aliases: ['Sridharasa', 'Sreedharah', 'Sridhara', 'Sreedhara'],
  },
  {
    id: 'shrivatsa',
    name: 'Shrivatsa',
    rishi: 'SHRIVATSA',
    greatSage: 'Shrivatsa',
    pravara: 'Bhargava, Chyavana, Apnavana, Aurva, Jamadagnya',
    familyNames: ['SILA', 'SRIRANGA', 'SRILA'],
    storyForKids:
      'Shrivatsa is also the name of a holy mark on Lord Vishnu’s chest. The old lists of sages count the Shrivatsa line in the family of Sage Bhrigu.',
    aliases: ['Srivathsasa', 'Sreevathsah', 'Srivatsa', 'Srivathsa'],
  },
  {
    id: 'subrahmanya',
    name: 'Subrahmanya',
    rishi: 'SUBRAHMANYA',
    greatSage: SAGE_NOT_IDENTIFIED,
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['SANTHANA', 'SANIKATHA'],
    storyForKids:
      'Subrahmanya is a name of Lord Kartikeya, also called Murugan, the brave son of Lord Shiva and Goddess Parvati. The old lists do not say which sage this gotra remembers.',
    aliases: ['Subhramhanyasa', 'Subramanyah', 'Subramanya', 'Subrahmanyam'],
  },
  {
    id: 'sutikshna',
    name: 'Sutikshna',
    rishi: 'SUTIKSHNA',
    greatSage: 'Sutikshna',
    pravara: PRAVARA_NOT_LISTED,
    familyNames: [
      'DHANTHA',
      'DHYANTHA',
      'DHVANTHA',
      'DHENTHA',
      'DHEVISETLA',
      'DHONTHA',
    ],
    storyForKids:
      'In the Ramayana, Sage Sutikshna, a student of Sage Agastya, warmly welcomes Rama, Sita and Lakshmana to his forest home.',
    aliases: ['Sudheeshanasa', 'Sutheekshah', 'Sutheekshna', 'Sudheeshana'],
  },
  {
    id: 'sukanchana',
    name: 'Sukanchana',
    rishi: 'SUKANCHANA',
    greatSage: SAGE_NOT_IDENTIFIED,
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['PUCHA', 'PUCHAKASEELA', 'PUNITHA', 'PUNEETHASA', 'PUNTHA'],
    storyForKids:
      'Sukanchana means "fine gold". The old lists do not say more about the sage of this gotra.',
    aliases: ['Sukanchanasa', 'Sukanchan'],
  },
  {
    id: 'sundara',
    name: 'Sundara',
    rishi: 'SUNDARA',
    greatSage: SAGE_NOT_IDENTIFIED,
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['INA', 'INAKOLA'],
    storyForKids:
      'Sundara means "beautiful". The old lists do not say more about the sage of this gotra.',
    aliases: ['Sundharasa', 'Sundarah', 'Sundhara'],
  },
  {
    id: 'suvarna',
    name: 'Suvarna',
    rishi: 'SUVARNA',
    greatSage: SAGE_NOT_IDENTIFIED,
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['PRODAYASA', 'PRODAJA', 'PROUDAAYAJA'],
    storyForKids:
      'Suvarna means "gold", and also "of a good colour". The old lists do not say more about the sage of this gotra.',
    aliases: ['Suvarnasa'],
  },
  {
    id: 'taittireya',
    name: 'Taittireya',
    rishi: 'TAITTIREYA',
    greatSage: SAGE_NOT_IDENTIFIED,
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['SITHURUBELLU', 'SITHRUBELLU', 'SITHRUBA'],
    storyForKids:
      'The name recalls the Taittiriya, a branch of the Yajurveda that many families in South India follow. The old lists do not say more about this gotra’s sage.',
    aliases: ['Thaithreyasa', 'Thaithrevah', 'Thaithreya', 'Taittiriya'],
  },
  {
    id: 'dalbhya',
    name: 'Dalbhya',
    rishi: 'DALBHYA',
    greatSage: 'Dalbhya',
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['PADINA', 'PLAKA', 'PALAKALA', 'PADANASISHTA'],
    storyForKids:
      'A sage named Dalbhya appears in the Chandogya Upanishad, where he talks with other teachers about the meaning of sacred chants.',
    aliases: ['Thalpyasa', 'Daalbyah', 'Dalbya', 'Thalpya'],
  },
  {
    id: 'tarani',
    name: 'Tarani',
    rishi: 'TARANI',
    greatSage: SAGE_NOT_IDENTIFIED,
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['THRIVIKRAMA', 'SISHTASA', 'THRIVIKRAMASISHTA'],
    storyForKids:
      'Tarani is a Sanskrit word for the sun. The old lists do not say more about the sage of this gotra.',
    aliases: ['Tharanisa', 'Tharanih', 'Tharani'],
  },
  {
    id: 'tittiri',
    name: 'Tittiri',
    rishi: 'TITTIRI',
    greatSage: 'Tittiri',
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['PAMTHA', 'PRAHTAMA', 'PRAVATHA'],
    storyForKids:
      'The Taittiriya branch of the Yajurveda is named after Tittiri. The word tittiri also means partridge, and an old story says partridges once picked up the teaching.',
    aliases: ['Thithirisa', 'Thittirih', 'Thithiri'],
  },
  {
    id: 'dhaumya',
    name: 'Dhaumya',
    rishi: 'DHAUMYA',
    greatSage: 'Dhaumya',
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['CHANDA', 'CHANDHA', 'CHANDAKA', 'CHANKALA'],
    storyForKids:
      'In the Mahabharata, Sage Dhaumya is the family priest of the Pandava brothers and goes with them into the forest. One of the two lists we studied does not have this gotra.',
    aliases: ['Thoumyasa', 'Dhoumya', 'Thoumya', 'Dhowmya'],
  },
  {
    id: 'trijata',
    name: 'Trijata',
    rishi: 'TRIJATA',
    greatSage: SAGE_NOT_IDENTIFIED,
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['UPARA', 'USIRA'],
    storyForKids:
      'The old lists do not tell us much about the sage of the Trijata gotra. "Tri" is the Sanskrit word for three.',
    aliases: ['Thrijadasa', 'Thrijatah', 'Thrijata', 'Thrijada'],
  },
  {
    id: 'utkrishta',
    name: 'Utkrishta',
    rishi: 'UTKRISHTA',
    greatSage: SAGE_NOT_IDENTIFIED,
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['KANYA', 'KANU', 'KRANU'],
    storyForKids:
      'Utkrishta means "excellent", the very best. The old lists do not say more about the sage of this gotra.',
    aliases: ['Udhgrushtasa', 'Uthkrushta', 'Udhgrushta'],
  },
  {
    id: 'ugrasena',
    name: 'Ugrasena',
    rishi: 'UGRASENA',
    greatSage: SAGE_NOT_IDENTIFIED,
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['KUMIRISISHTA', 'KUMARSISHTA', 'KOMARSISHTA'],
    storyForKids:
      'The old lists do not tell us much about the sage of the Ugrasena gotra. Your grandparents may know the stories your family tells.',
    aliases: ['Ugrasenasa', 'Ugrasen'],
  },
  {
    id: 'uttamauja',
    name: 'Uttamauja',
    rishi: 'UTTAMAUJA',
    greatSage: SAGE_NOT_IDENTIFIED,
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['UTHAKALA', 'UTHA', 'UTHASISHTA', 'UHTAMA'],
    storyForKids:
      'Uttamauja means "of the highest strength". The old lists do not say more about the sage of this gotra.',
    aliases: ['Uthamojasa', 'Uttamouja', 'Uthamoja', 'Uttamoja'],
  },
  {
    id: 'vatuka',
    name: 'Vatuka',
    rishi: 'VATUKA',
    greatSage: SAGE_NOT_IDENTIFIED,
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['ANUMARSHANA'],
    storyForKids:
      'Vatuka is a Sanskrit word for a young boy or student. The old lists do not say more about the sage of this gotra.',
    aliases: ['Vadugasa', 'Vaduga', 'Vatuga'],
  },
  {
    id: 'vairohitya',
    name: 'Vairohitya',
    rishi: 'VAIROHITYA',
    greatSage: SAGE_NOT_IDENTIFIED,
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['VASANTHA'],
    storyForKids:
      'The old lists do not tell us much about the sage of the Vairohitya gotra. Ask your elders what your family remembers about it.',
    aliases: ['Vairohithyasa', 'Virohithyah', 'Vairohithya'],
  },
  {
    id: 'valmiki',
    name: 'Valmiki',
    rishi: 'VALMIKI',
    greatSage: 'Valmiki',
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['SUKALA', 'SAKALLA', 'SUCHALA', 'SUGOLLA'],
    storyForKids:
      'Sage Valmiki is called the first poet, Adi Kavi. He wrote the Ramayana, the story of Rama and Sita, and looked after Sita’s twin sons, Lava and Kusha, in his hermitage.',
    aliases: ['Valmikasa', 'Valmika', 'Valmeeki'],
  },
  {
    id: 'vamadeva',
    name: 'Vamadeva',
    rishi: 'VAMADEVA',
    greatSage: 'Vamadeva',
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['UPALA', 'UPAMA', 'UPANA', 'UPAMANYA'],
    storyForKids:
      'The fourth book of the Rigveda is credited to Sage Vamadeva and his family.',
    aliases: ['Vamadevasa', 'Vaamadeva'],
  },
  {
    id: 'varatantu',
    name: 'Varatantu',
    rishi: 'VARATANTU',
    greatSage: 'Varatantu',
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['MASANTHA'],
    storyForKids:
      'In Kalidasa’s poem Raghuvamsha, the student Kautsa finishes his studies with Sage Varatantu and sets out to bring his teacher a thank-you gift.',
    aliases: ['Varadhanthusa', 'Vaarathanthu', 'Varathanthu', 'Varadhanthu'],
  },
  {
    id: 'varuna',
    name: 'Varuna',
    rishi: 'VARUNA',
    greatSage: SAGE_NOT_IDENTIFIED,
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['YELASISHTA', 'VELASISHTA', 'VELISISHTA'],
    storyForKids:
      'Varuna is the god of the waters and the ocean in the Vedas. The old lists do not say which sage this gotra remembers.',
    aliases: ['Varunasa', 'Waruna'],
  },
  {
    id: 'vasishtha',
    name: 'Vasishtha',
    rishi: 'VASISHTHA',
    greatSage: 'Vasishtha',
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['VASTHI', 'VASTHISA', 'VASTHRI'],
    storyForKids:
      'Sage Vasishtha was one of the seven great sages and the teacher of Lord Rama’s family. The seventh book of the Rigveda is credited to him and his family.',
    aliases: ['Vashishtasa', 'Vasista', 'Vashista', 'Vasishta', 'Vashishta'],
  },
  {
    id: 'vasudeva',
    name: 'Vasudeva',
    rishi: 'VASUDEVA',
    greatSage: SAGE_NOT_IDENTIFIED,
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['BHEEMASISHTA', 'BHEEMASRESHTA'],
    storyForKids:
      'Vasudeva is the name of Lord Krishna’s father, and Vaasudeva, "son of Vasudeva", is a name of Krishna himself. The old lists do not say which sage this gotra remembers.',
    aliases: ['Vasudevasa', 'Vaasudeva'],
  },
  {
    id: 'vayavya',
    name: 'Vayavya',
    rishi: 'VAYAVYA',
    greatSage: SAGE_NOT_IDENTIFIED,
    pravara: PRAVARA_NOT_LISTED,
    familyNames: [
      'MRANGAMA',
      'VRAHASISHTA',
      'VRAKALAMULA',
      'VRANGAMA',
      'VRANGAMULA',
    ],
    storyForKids:
      'Vayavya means "of Vayu", the wind, and it is also the word for the north-west direction. The old lists do not say more about the sage of this gotra.',
    aliases: ['Vayavyaya', 'Vaayuvya', 'Vayuvya'],
  },
  {
    id: 'vishnuvriddha',
    name: 'Vishnuvriddha',
    rishi: 'VISHNUVRIDDHA',
    greatSage: 'Vishnuvriddha',
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['PIPPALA', 'PUPPALA'],
    storyForKids:
      'The name Vishnuvriddha is found in the old lists of sage families. Pippala, one of its kula names, is also the name of the sacred peepal tree.',
    aliases: [
      'Vishnuvrunthasa',
      'Vishnuvrudha',
      'Vishnu Vruddha',
      'Vishnuvrudda',
    ],
  },
  {
    id: 'vishvaksena',
    name: 'Vishvaksena',
    rishi: 'VISHVAKSENA',
    greatSage: SAGE_NOT_IDENTIFIED,
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['UBARISISHTA', 'VIBARISISHTA'],
    storyForKids:
      'Vishvaksena is a name of Lord Vishnu and of the leader of his helpers. The old lists do not say which sage this gotra remembers.',
    aliases: ['Vishvagshenasa', 'Vishwaksenah', 'Vishwaksena', 'Viswaksena'],
  },
  {
    id: 'vishvamitra',
    name: 'Vishvamitra',
    rishi: 'VISHVAMITRA',
    greatSage: 'Vishvamitra',
    pravara: 'Vaishvamitra, Devarata, Audala',
    familyNames: ['VIKRAMASISHTA'],
    storyForKids:
      'Sage Vishvamitra was born a king and became a great sage. The Gayatri mantra comes from him, and he taught young Rama and Lakshmana.',
    aliases: ['Visvamithrasa', 'Viswamithra', 'Vishwamitra', 'Viswamitra'],
  },
  {
    id: 'vyasa',
    name: 'Vyasa',
    rishi: 'VYASA',
    greatSage: 'Vyasa',
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['THANAKU'],
    storyForKids:
      'Sage Vyasa arranged the Vedas and told the Mahabharata. The story goes that Lord Ganesha wrote it down as fast as Vyasa spoke!',
    aliases: ['Vyasasa', 'Vyana', 'Veda Vyasa'],
  },
  {
    id: 'yaska',
    name: 'Yaska',
    rishi: 'YASKA',
    greatSage: 'Yaska',
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['VYALAKOOLASA', 'VELGOLLA', 'VAELIGOLLA'],
    storyForKids:
      'Yaska wrote the Nirukta, one of the oldest books in the world that explains where words come from and what they mean.',
    aliases: ['Yaaskasa', 'Yaskah', 'Yaaska'],
  },
  {
    id: 'yajnavalkya',
    name: 'Yajnavalkya',
    rishi: 'YAJNAVALKYA',
    greatSage: 'Yajnavalkya',
    pravara: PRAVARA_NOT_LISTED,
    familyNames: ['ABIMANCHI'],
    storyForKids:
      'Sage Yajnavalkya is a great teacher of the Upanishads, famous for his wise conversations with the learned Gargi and with King Janaka.',
    aliases: ['Yagna Valkyasa', 'Yagnavalkya', 'Yagnavalkyasa'],
  },
] as const satisfies readonly Gotra[]

/** Every gotra id, in list order (the sitemap and tests read this). */
export const GOTRA_IDS: readonly string[] = gotras.map((gotra) => gotra.id)

/** The gotra with this id, or undefined. */
export function findGotra(id: string): Gotra | undefined {
  return (gotras as readonly Gotra[]).find((gotra) => gotra.id === id)
}
