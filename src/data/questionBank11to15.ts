/**
 * The question bank for ages 11–15 (questionBank.ts): four options each,
 * with the grown-ups' facts and dates (the story's grown-ups' version, the
 * timeline's notes, the gotra notes). A source that is only in a chapter's
 * grown-ups' version opens that version (`?version=grown-ups`). Every
 * question quotes its source (`sourceQuote`) and asks about the heritage,
 * not about the site's own sourcing.
 */

import type { OlderBankQuestion } from '../lib/quiz/bank'

export const questionsAges11to15 = [
  // Vasavi's story
  {
    id: 'q-story-013',
    band: '11-15',
    topic: 'vasavi-story',
    question:
      'In the story, how many gotras came to Kusuma Sreshti’s council, and how many stood with Vasavi?',
    options: [
      '612 came; 102 stood with her',
      '714 came; 102 stood with her',
      '102 came; 18 stood with her',
      '1,000 came; 102 stood with her',
    ],
    correct: 1,
    explanation:
      'The story tells of a council of 714 gotras: 612 favoured giving way to the king to avoid a war, and 102 stood with Vasavi and her wish.',
    source: '/#history',
    sourceQuote: 'a council of 714 gotras, of which 102 stood with Vasavi',
  },
  {
    id: 'q-story-014',
    band: '11-15',
    topic: 'vasavi-story',
    question:
      'In the story, on Bhaskaracharya’s advice, which yaga did Kusuma Sreshti and Kusumamba perform?',
    options: [
      'The Ashvamedha yaga',
      'The Rajasuya yaga',
      'The Vajapeya yaga',
      'The Putrakameshti yaga',
    ],
    correct: 3,
    explanation:
      'The Putrakameshti yaga is a sacrifice for the blessing of children. Tradition says the twins Virupaksha and Vasavi were born after it.',
    source: '/vasavi-story?version=grown-ups#the-beautiful-princess',
    sourceQuote:
      'they performed the Putrakameshti yaga, a sacrifice for the blessing of children',
  },
  {
    id: 'q-story-015',
    band: '11-15',
    topic: 'vasavi-story',
    question:
      'Vasavi temples remember Atmarpana, her self-offering. On which day does it fall?',
    options: [
      'Vaishakha Shuddha Dashami',
      'Chaitra Shuddha Padyami',
      'Magha Shuddha Vidiya',
      'Bhadrapada Shuddha Chavithi',
    ],
    correct: 2,
    explanation:
      'Atmarpana falls on Magha Shuddha Vidiya, the second day of the bright half of Magha. Vasavi temples remember the day as her self-offering.',
    source: '/vasavi-story?version=grown-ups#the-sacred-fire',
    sourceQuote:
      'On Magha Shuddha Vidiya, the second day of the bright half of Magha',
  },
  {
    id: 'q-story-016',
    band: '11-15',
    topic: 'vasavi-story',
    question:
      'For the community, the heart of Vasavi’s story is loyalty, courage and what else?',
    options: [
      'The winning of a war against the king',
      'The refusal to meet force with force',
      'The wealth of the merchant towns',
      'The building of a great temple',
    ],
    correct: 1,
    explanation:
      'The heart of the story is not a war won but loyalty, courage and the refusal to meet force with force. Vasavi asked that no blood be shed on her account.',
    source: '/vasavi-story?version=grown-ups#the-sacred-fire',
    sourceQuote:
      'is loyalty, courage and the refusal to answer force with force',
  },
  {
    id: 'q-story-017',
    band: '11-15',
    topic: 'vasavi-story',
    question: 'Which three main festivals do Vasavi temples keep?',
    options: [
      'Vasavi Jayanti, Ugadi and Sankranti',
      'Vasavi Jayanti, Diwali and Navaratri',
      'Vasavi Jayanti, Atmarpana and Ugadi',
      'Vasavi Jayanti, Atmarpana and Navaratri',
    ],
    correct: 3,
    explanation:
      'Vasavi temples keep Vasavi Jayanti for her birth, Atmarpana for her self-offering, and Navaratri, nine nights of worship of the goddess.',
    source: '/vasavi-story#festivals-heading',
    sourceQuote:
      'Vasavi temples keep three main festivals: Vasavi Jayanti, Atmarpana and Navaratri.',
  },
  {
    id: 'q-story-018',
    band: '11-15',
    topic: 'vasavi-story',
    question:
      'Edgar Thurston recorded a temple legend in 1909. What does it say was found after the sacred fire and placed beside Nagareswara?',
    options: [
      'A golden likeness of her',
      'A silver crown and anklets',
      'A copper plate with her name',
      'A palm-leaf book of her story',
    ],
    correct: 0,
    explanation:
      'The legend says a golden likeness of Vasavi was found and placed beside Nagareswara; it was later replaced by a stone image. It is one temple legend, recorded in 1909.',
    source: '/vasavi-story?version=grown-ups#the-eternal-protector',
    sourceQuote: 'a golden likeness of her was found in the ashes',
  },
  {
    id: 'q-story-300',
    band: '11-15',
    topic: 'vasavi-story',
    question:
      'Tradition says Kusuma Sreshti was the chief of eighteen towns under which kingdom?',
    options: [
      'The Eastern Chalukya kingdom of Vengi',
      'The Kakatiya kingdom of Warangal',
      'The Satavahana kingdom of Amaravati',
      'The Vijayanagara kingdom of Hampi',
    ],
    correct: 0,
    explanation:
      'Tradition says Kusuma Sreshti, the chief of eighteen towns under the Eastern Chalukya kingdom of Vengi, ruled Penugonda with his queen Kusumamba.',
    source: '/vasavi-story?version=grown-ups#the-beautiful-princess',
    sourceQuote:
      'the chief of eighteen towns under the Eastern Chalukya kingdom of Vengi',
  },
  {
    id: 'q-story-301',
    band: '11-15',
    topic: 'vasavi-story',
    question:
      'When the king asked for her hand, what did Vasavi wish to remain?',
    options: [
      'A queen of the Vengi kingdom',
      'A ruler of the eighteen towns',
      'A kanya, devoted to her faith',
      'A teacher of music and the arts',
    ],
    correct: 2,
    explanation:
      'Vasavi wished to remain a kanya, unmarried and devoted to her faith. The angry king threatened to take her by force.',
    source: '/vasavi-story?version=grown-ups#the-difficult-choice',
    sourceQuote:
      'Vasavi wished to remain a kanya, unmarried and devoted to her faith',
  },
  {
    id: 'q-story-302',
    band: '11-15',
    topic: 'vasavi-story',
    question: 'What do some accounts add about King Vishnuvardhana?',
    options: [
      'He was a younger prince of Vengi',
      'He was already married and much older',
      'He was a trader from the Tamil country',
      'He had studied with Bhaskaracharya',
    ],
    correct: 1,
    explanation:
      'Some accounts add that the king was already married and much older than Vasavi. She wished to remain unmarried and devoted to her faith.',
    source: '/vasavi-story?version=grown-ups#the-difficult-choice',
    sourceQuote:
      'Some accounts add that he was already married and much older than her.',
  },
  {
    id: 'q-story-303',
    band: '11-15',
    topic: 'vasavi-story',
    question: 'In what did Vasavi’s twin brother, Virupaksha, train?',
    options: [
      'Music and the fine arts',
      'Trade and account books',
      'Poetry and the Vedas',
      'Statecraft and arms',
    ],
    correct: 3,
    explanation:
      'Virupaksha trained in statecraft and arms, while Vasavi gave herself to music, the fine arts and the worship of Shiva as Nagareswara.',
    source: '/vasavi-story?version=grown-ups#the-beautiful-princess',
    sourceQuote: 'a son, Virupaksha, who trained in statecraft and arms',
  },
  // Festivals
  {
    id: 'q-fest-011',
    band: '11-15',
    topic: 'festivals',
    question:
      'Vasavi Jayanti falls on Vaishakha Shukla Dashami. What does “Dashami” mean?',
    options: ['First', 'Second', 'Tenth', 'Fourth'],
    correct: 2,
    explanation:
      'Dashami means “tenth”: Vasavi Jayanti is on the tenth day of the bright half of Vaishakha, in April or May.',
    source: '/#festivals',
    sourceQuote: 'the bright half of Vaishakha: Dashami means "tenth"',
  },
  {
    id: 'q-fest-012',
    band: '11-15',
    topic: 'festivals',
    question: 'Why does Sankranti almost always fall on 14 or 15 January?',
    options: [
      'It follows the Sun, not the Moon',
      'It follows the Moon, not the Sun',
      'Each family chooses the day',
      'It moves with the first rains',
    ],
    correct: 0,
    explanation:
      'Sankranti follows the Sun: it falls when the Sun enters Makara (Capricorn), so its date hardly moves.',
    source: '/#festivals',
    sourceQuote: 'Sankranti follows the Sun, not the Moon',
  },
  {
    id: 'q-fest-013',
    band: '11-15',
    topic: 'festivals',
    question:
      'Ugadi falls on Chaitra Shukla Pratipada. Which day of Chaitra is Pratipada?',
    options: [
      'The fourth day',
      'The second day',
      'The tenth day',
      'The first day',
    ],
    correct: 3,
    explanation:
      'Pratipada (Padyami) is the first day: Ugadi, the Telugu New Year, falls on the first day of Chaitra, in March or April.',
    source: '/#festivals',
    sourceQuote: 'Chaitra Shukla Pratipada (the 1st day of Chaitra)',
  },
  {
    id: 'q-fest-014',
    band: '11-15',
    topic: 'festivals',
    question: 'On which day of the month Ashvayuja does Diwali fall?',
    options: [
      'The full-moon day',
      'The new-moon day (Amavasya)',
      'The 1st day (Padyami)',
      'The 10th day (Dashami)',
    ],
    correct: 1,
    explanation:
      'Diwali falls on Ashvayuja Amavasya, the new-moon day. Rows of diyas light up every home: light wins over darkness.',
    source: '/#festivals',
    sourceQuote: 'Ashvayuja Amavasya (the new-moon day)',
  },
  {
    id: 'q-fest-015',
    band: '11-15',
    topic: 'festivals',
    question:
      'Vasavi Jayanti fell on 30 April 2023, 18 May 2024 and 7 May 2025. Why does its English date move?',
    options: [
      'It follows the Sun, not the Moon',
      'Each temple picks a new day',
      'It follows the Moon, not the Sun',
      'It moves with the harvest',
    ],
    correct: 2,
    explanation:
      'Like most of our festivals, Vasavi Jayanti follows the Moon (Vaishakha Shukla Dashami), so its date in the English calendar moves a little every year.',
    source: '/#festivals',
    sourceQuote: 'Most of our festivals follow the Moon, so their dates move',
  },
  {
    id: 'q-fest-300',
    band: '11-15',
    topic: 'festivals',
    question: 'At Dasara, what does Ayudha puja thank?',
    options: [
      'Our cattle and farms',
      'Our elders and teachers',
      'Our tools and books',
      'The Sun and the rain',
    ],
    correct: 2,
    explanation:
      'Ayudha puja, during Dasara, thanks our tools and books. Starting new lessons on Vijayadashami is another Dasara tradition.',
    source: '/#festivals',
    sourceQuote: 'Ayudha puja: thanking our tools and books',
  },
  {
    id: 'q-fest-301',
    band: '11-15',
    topic: 'festivals',
    question: 'Why does Ugadi pachadi have six tastes?',
    options: [
      'A year brings all kinds of days',
      'Each taste is for one of six gods',
      'It uses six fruits of the harvest',
      'Six families share one pot of it',
    ],
    correct: 0,
    explanation:
      'Ugadi pachadi is sweet, sour, bitter, salty, spicy and tangy, just as a year brings all kinds of days. We welcome them all.',
    source: '/#festivals',
    sourceQuote: 'just as a year brings all kinds of days',
  },
  {
    id: 'q-fest-302',
    band: '11-15',
    topic: 'festivals',
    question:
      'At Vasavi temples, how is the goddess honoured on each day of Navaratri?',
    options: [
      'She is given a new name',
      'She is decorated in a different way',
      'She is carried to a new town',
      'She is bathed in the Godavari',
    ],
    correct: 1,
    explanation:
      'At Vasavi temples the goddess is decorated in a different way each day of Navaratri, with prayers, music and bhajans every evening.',
    source: '/vasavi-story#festivals-heading',
    sourceQuote: 'The goddess is decorated in a different way each day',
  },
  // Heroes
  {
    id: 'q-hero-009',
    band: '11-15',
    topic: 'heroes',
    question:
      'On which date was Andhra State formed, after Potti Sriramulu’s fast?',
    options: [
      '15 August 1953',
      '1 October 1954',
      '26 January 1955',
      '1 October 1953',
    ],
    correct: 3,
    explanation:
      'Andhra State was formed on 1 October 1953. Sriramulu’s long fast in 1952 was a grown-up’s peaceful protest, long ago; children should always eat well.',
    source: '/#heroes',
    sourceQuote:
      'His fast led to the forming of Andhra State on 1 October 1953.',
  },
  {
    id: 'q-hero-010',
    band: '11-15',
    topic: 'heroes',
    question: 'What did Mahatma Gandhi say about Potti Sriramulu?',
    options: [
      'With eleven more like him, freedom in a year',
      'With two more like him, freedom in a month',
      'With a hundred more like him, freedom in ten years',
      'With eleven more like him, a new state in a year',
    ],
    correct: 0,
    explanation:
      'Gandhiji said: “If only I have eleven more followers like Sriramulu I will win freedom in a year.”',
    source: '/#heroes',
    sourceQuote:
      'eleven more followers like Sriramulu I will win freedom in a year',
  },
  {
    id: 'q-hero-011',
    band: '11-15',
    topic: 'heroes',
    question:
      'Which British scholar called Mamidi Venkayya “a learned Komati of Masulipatam”?',
    options: [
      'Edgar Thurston',
      'Robert Caldwell',
      'Walter Elliot',
      'James Prinsep',
    ],
    correct: 2,
    explanation:
      'Walter Elliot called him “a learned Komati of Masulipatam”. Venkayya was born in 1764 in Machilipatnam (Bandaru).',
    source: '/#heroes',
    sourceQuote:
      'Walter Elliot, later called him "a learned Komati of Masulipatam"',
  },
  {
    id: 'q-hero-012',
    band: '11-15',
    topic: 'heroes',
    question: 'How do we know Kothalinga’s story today?',
    options: [
      'An old palm-leaf book',
      'An old copper plate',
      'An old temple song',
      'An old stone inscription',
    ],
    correct: 3,
    explanation:
      'An old stone inscription in Penugonda told how Kothalinga rebuilt the town after a king’s army burned it.',
    source: '/#heroes',
    sourceQuote: 'An old stone inscription in Penugonda told his story.',
  },
  {
    id: 'q-hero-300',
    band: '11-15',
    topic: 'heroes',
    question:
      'Mamidi Venkayya also made a Sanskrit–Telugu dictionary. How many big volumes did it fill?',
    options: ['Two', 'Three', 'Five', 'Seven'],
    correct: 1,
    explanation:
      'Besides Andhra Deepika, Venkayya made a Sanskrit–Telugu dictionary in three big volumes. He is remembered as the first Telugu lexicographer.',
    source: '/#heroes',
    sourceQuote:
      'He also made a Sanskrit–Telugu dictionary in three big volumes.',
  },
  {
    id: 'q-hero-301',
    band: '11-15',
    topic: 'heroes',
    question:
      'Which value do our heroes teach as “giving up something of our own to help others”?',
    options: ['Vision', 'Courage', 'Sacrifice', 'Service'],
    correct: 2,
    explanation:
      'Sacrifice is giving up something of our own to help others. Our heroes also teach vision, courage and service.',
    source: '/#heroes',
    sourceQuote: 'Sacrifice Giving up something of our own to help others.',
  },
  {
    id: 'q-hero-302',
    band: '11-15',
    topic: 'heroes',
    question:
      'What did Potti Sriramulu study before he worked for the railways?',
    options: ['Engineering', 'Medicine', 'Accountancy', 'Agriculture'],
    correct: 0,
    explanation:
      'Sriramulu studied engineering and worked for the railways, then joined Gandhiji’s freedom movement.',
    source: '/#heroes',
    sourceQuote: 'Sriramulu studied engineering and worked for the railways.',
  },
  // Gotras and sages
  {
    id: 'q-gotra-011',
    band: '11-15',
    topic: 'gotras-and-sages',
    question:
      'The seventh book of the Rigveda is credited to which sage and his family?',
    options: ['Bharadwaja', 'Vamadeva', 'Gritsamada', 'Vasishtha'],
    correct: 3,
    explanation:
      'The seventh book is credited to Sage Vasishtha, teacher of Lord Rama’s family, and his family. Most of the sixth is credited to Sage Bharadwaja.',
    source: '/gotras#famous-gotras',
    sourceQuote:
      'the seventh book of the Rigveda is credited to him and his family',
  },
  {
    id: 'q-gotra-012',
    band: '11-15',
    topic: 'gotras-and-sages',
    question: 'The Gayatri mantra comes from which sage?',
    options: ['Vasishtha', 'Bharadwaja', 'Kashyapa', 'Vishvamitra'],
    correct: 3,
    explanation:
      'The Gayatri mantra comes from Sage Vishvamitra, who was born a king and became a great sage.',
    source: '/gotra/vishvamitra',
    sourceQuote: 'The Gayatri mantra comes from him',
  },
  {
    id: 'q-gotra-013',
    band: '11-15',
    topic: 'gotras-and-sages',
    question:
      'Sage Parashara was the grandson of one great sage and the father of another. Of whom?',
    options: [
      'Grandson of Vasishtha, father of Vyasa',
      'Grandson of Vyasa, father of Vasishtha',
      'Grandson of Kashyapa, father of Narada',
      'Grandson of Atri, father of Valmiki',
    ],
    correct: 0,
    explanation:
      'Sage Parashara was the grandson of Sage Vasishtha and the father of Sage Vyasa. The Vishnu Purana is told in his words.',
    source: '/gotra/parashara',
    sourceQuote:
      'Sage Parashara was the grandson of Sage Vasishtha and the father of Sage Vyasa.',
  },
  {
    id: 'q-gotra-015',
    band: '11-15',
    topic: 'gotras-and-sages',
    question:
      'An early-1900s district gazetteer noted that some Komati gotras are named after what?',
    options: ['Rivers', 'Stars', 'Plants', 'Kings'],
    correct: 2,
    explanation:
      'The gazetteer recorded that Komatis claim 102 gotras, that these are “not Brahmanical”, and that some are named after plants.',
    source: '/gotras#what-is-a-gotra',
    sourceQuote: 'and that some are named after plants',
  },
  {
    id: 'q-gotra-300',
    band: '11-15',
    topic: 'gotras-and-sages',
    question: 'The gotra name Atreya means “from the family of” which sage?',
    options: ['Sage Agastya', 'Sage Atri', 'Sage Angirasa', 'Sage Kashyapa'],
    correct: 1,
    explanation:
      'Atreya means “from the family of Sage Atri”, one of the seven great sages. His wife Anasuya is remembered for her kindness.',
    source: '/gotra/atreya',
    sourceQuote: 'Atreya means "from the family of Sage Atri"',
  },
  {
    id: 'q-gotra-301',
    band: '11-15',
    topic: 'gotras-and-sages',
    question: 'Which river is also called Gautami, after Sage Gautama?',
    options: ['Krishna', 'Kaveri', 'Tungabhadra', 'Godavari'],
    correct: 3,
    explanation:
      'The Godavari is also called Gautami after Sage Gautama, one of the seven great sages, whose family is credited with hymns of the Rigveda.',
    source: '/gotra/gautama',
    sourceQuote: 'the Godavari, is also called Gautami after him',
  },
  {
    id: 'q-gotra-302',
    band: '11-15',
    topic: 'gotras-and-sages',
    question:
      'In Hindu tradition, a gotra is a lineage passed down which line?',
    options: [
      'The father’s line',
      'The mother’s line',
      'The teacher’s line',
      'The eldest child’s line',
    ],
    correct: 0,
    explanation:
      'In Hindu tradition a gotra is a lineage passed down the father’s line and named after a rishi.',
    source: '/gotras#what-is-a-gotra',
    sourceQuote: 'a gotra is a lineage passed down the father’s line',
  },
  // Traditions and food
  {
    id: 'q-trad-011',
    band: '11-15',
    topic: 'traditions-and-food',
    question: 'Bobbatlu have other names too. Which is one of them?',
    options: ['Ariselu', 'Bakshalu', 'Sunnundalu', 'Pulihora'],
    correct: 1,
    explanation:
      'Bobbatlu are also called Bakshalu or Oligalu, and puran poli in other parts of India.',
    source: '/traditions#recipe-bobbatlu',
    sourceQuote: 'also called Bakshalu or Oligalu',
  },
  {
    id: 'q-trad-012',
    band: '11-15',
    topic: 'traditions-and-food',
    question: 'What are sunnundalu made with?',
    options: [
      'Urad dal and jaggery',
      'Rice flour and jaggery',
      'Chana dal and jaggery',
      'Tamarind and rice',
    ],
    correct: 0,
    explanation:
      'Sunnundalu are balls of urad dal and jaggery. Ariselu are made with rice flour and jaggery, and bobbatlu with a filling of dal and jaggery.',
    source: '/#culture',
    sourceQuote: 'Sunnundalu: urad dal and jaggery balls',
  },
  {
    id: 'q-trad-013',
    band: '11-15',
    topic: 'traditions-and-food',
    question:
      'Which of our five core values asks that a trader’s word be one everyone can trust?',
    options: ['Podupu', 'Srama', 'Daanam', 'Nijayithi'],
    correct: 3,
    explanation:
      'Nijayithi means honesty: telling the truth at home, at school and in business. Honest trade is one of our values.',
    source: '/traditions#values-heading',
    sourceQuote: 'a trader’s word should be one everyone can trust',
  },
  {
    id: 'q-trad-014',
    band: '11-15',
    topic: 'traditions-and-food',
    question: 'What is a kanduva?',
    options: [
      'A cloth worn over the shoulder',
      'A long skirt with a blouse',
      'A cloth wrapped around the waist',
      'A silk saree with a gold border',
    ],
    correct: 0,
    explanation:
      'A kanduva is an upper cloth worn over the shoulder with the pancha (dhoti), to look neat and respectful at pujas and ceremonies.',
    source: '/traditions#clothing-heading',
    sourceQuote:
      'A cloth worn over the shoulder with the pancha, to look neat and respectful.',
  },
  {
    id: 'q-trad-015',
    band: '11-15',
    topic: 'traditions-and-food',
    question: 'What gives pulihora its crunch?',
    options: [
      'Cashews and raisins',
      'Puffed rice',
      'Peanuts and dals',
      'Sesame sweets',
    ],
    correct: 2,
    explanation:
      'Pulihora is rice mixed with tamarind, turmeric and curry leaves, with crunchy peanuts and dals stirred in hot oil until golden.',
    source: '/traditions#recipe-pulihora',
    sourceQuote: 'curry leaves and crunchy peanuts and dals',
  },
  {
    id: 'q-trad-300',
    band: '11-15',
    topic: 'traditions-and-food',
    question:
      'The value Daanam remembers what community members gave their towns long ago. What was it?',
    options: [
      'Schools, hospitals and roads',
      'Forts, gates and city walls',
      'Wells, water tanks and gardens',
      'Markets, shops and harbours',
    ],
    correct: 2,
    explanation:
      'Daanam means giving: sharing with people in need. Long ago, community members gave their town wells, water tanks and gardens.',
    source: '/traditions#values-heading',
    sourceQuote:
      'Long ago, community members gave their town wells, water tanks and gardens.',
  },
  {
    id: 'q-trad-301',
    band: '11-15',
    topic: 'traditions-and-food',
    question:
      'If anyone eating is allergic to peanuts, what does the pulihora recipe say to do?',
    options: [
      'Use cashews in their place',
      'Fry the peanuts a little longer',
      'Add the peanuts after cooking',
      'Leave them out, use sesame oil',
    ],
    correct: 3,
    explanation:
      'Leave the peanuts out, and use sesame oil, if anyone eating is allergic to peanuts. Cooking with hot oil always needs a grown-up.',
    source: '/traditions#recipe-pulihora',
    sourceQuote:
      'leave them out, and use sesame oil, if anyone eating is allergic to peanuts',
  },
  // Telugu phrases
  {
    id: 'q-phrase-012',
    band: '11-15',
    topic: 'telugu-phrases',
    question:
      'Old merchants said, “Start at galam, settle at mulam.” What did it mean?',
    options: [
      'Ask 5 and agree at 10',
      'Ask 10 and agree at 1',
      'Ask 10 and agree at 5',
      'Ask 1 and agree at 5',
    ],
    correct: 2,
    explanation:
      'In the old trade number code, “galam” meant 10 and “mulam” meant 5, so the saying meant: ask 10 and agree at 5!',
    source: '/#culture',
    sourceQuote:
      '"Start at galam, settle at mulam" meant ask 10 and agree at 5!',
  },
  {
    id: 'q-phrase-300',
    band: '11-15',
    topic: 'telugu-phrases',
    question: 'In the old merchants’ trade number code, what did “Ke” mean?',
    options: ['Ten', 'Five', 'Four', 'One'],
    correct: 3,
    explanation:
      'In the old trade number code, “Ke” meant 1 and “Galam” meant 10.',
    source: '/#culture',
    sourceQuote: '"Ke" meant 1 and "Galam" meant 10',
  },
  {
    id: 'q-phrase-302',
    band: '11-15',
    topic: 'telugu-phrases',
    question: 'Srama is the Telugu word for which of our core values?',
    options: [
      'Working hard',
      'Being honest',
      'Saving wisely',
      'Giving to others',
    ],
    correct: 0,
    explanation:
      'Srama means hard work: working hard and doing a job well, whether it is homework, helping at home or running a shop.',
    source: '/traditions#values-heading',
    sourceQuote: 'Working hard and doing a job well, whether it is homework',
  },
  {
    id: 'q-phrase-303',
    band: '11-15',
    topic: 'telugu-phrases',
    question:
      'What does the word Ahimsa mean, among the values our families believe in?',
    options: [
      'Respect for elders',
      'Peace and non-violence',
      'Honesty in work and trade',
      'Giving to those in need',
    ],
    correct: 1,
    explanation:
      'Ahimsa means peace and non-violence. Vasavi wanted no one to be hurt: ahimsa is at the heart of her story.',
    source: '/#culture',
    sourceQuote: 'Ahimsa: peace and non-violence',
  },
  // History and places
  {
    id: 'q-hist-009',
    band: '11-15',
    topic: 'history-and-places',
    question:
      'The king of Vasavi’s story is sometimes identified with the Eastern Chalukya king Vimaladitya. When did he reign?',
    options: [
      'About 1211 to 1222',
      'About 1411 to 1422',
      'About 1011 to 1022',
      'About 1611 to 1622',
    ],
    correct: 2,
    explanation:
      'Vimaladitya reigned about 1011 to 1022, which fits the 10th–11th century most sources give for the story.',
    source: '/#history',
    sourceQuote:
      'the Eastern Chalukya king Vimaladitya, who reigned about 1011–1022',
  },
  {
    id: 'q-hist-011',
    band: '11-15',
    topic: 'history-and-places',
    question:
      'From which year do inscriptions show the Penugonda temple was popular with Komatis?',
    options: ['1953 CE', '1764 CE', '1905 CE', '1488 CE'],
    correct: 3,
    explanation:
      'Inscriptions show that the Penugonda temple was popular with Komatis from 1488 CE.',
    source: '/#history',
    sourceQuote:
      'Inscriptions show the Penugonda temple was popular with Komatis from 1488 CE',
  },
  {
    id: 'q-hist-012',
    band: '11-15',
    topic: 'history-and-places',
    question:
      'Komati families moved into the Tamil country from the late 14th century. In which period was that?',
    options: [
      'The Mughal period',
      'The British period',
      'The Eastern Chalukya period',
      'The Vijayanagara period',
    ],
    correct: 3,
    explanation:
      'A move into the Tamil country is dated from the late 14th century, the Vijayanagara period. Merchant families settled in new towns and helped to build temples, tanks and wells.',
    source: '/#history',
    sourceQuote: 'dated from the late 14th century (the Vijayanagara period)',
  },
  {
    id: 'q-hist-300',
    band: '11-15',
    topic: 'history-and-places',
    question:
      'In the early 1900s, where were the fines collected at caste panchayats still sent?',
    options: [
      'To the king’s treasury',
      'To the Penugonda temple',
      'To the district collector',
      'To the village school',
    ],
    correct: 1,
    explanation:
      'The Godavari District Gazetteer notes that the fines were still sent to the Penugonda temple, a sign of how central it was to community life.',
    source: '/vasavi-story?version=grown-ups#the-eternal-protector',
    sourceQuote:
      'the fines collected at caste panchayats were still sent to the Penugonda temple',
  },
  {
    id: 'q-hist-301',
    band: '11-15',
    topic: 'history-and-places',
    question: 'How has the story of Vasavi reached us?',
    options: [
      'Through temple tradition and community histories',
      'Through records written at the time',
      'Through a king’s letters to his court',
      'Through coins struck in Penugonda',
    ],
    correct: 0,
    explanation:
      'The story reaches us through temple tradition and community histories rather than records of the time; sources place it in the 10th or 11th century.',
    source: '/vasavi-story?version=grown-ups#the-beautiful-princess',
    sourceQuote:
      'reaches us through temple tradition and community histories rather than records',
  },
  {
    id: 'q-hist-302',
    band: '11-15',
    topic: 'history-and-places',
    question:
      'Family names often end in Gupta, Shreshti or Chettiar. What does the ending depend on?',
    options: [
      'The gotra',
      'The region',
      'The family’s trade',
      'The eldest son',
    ],
    correct: 1,
    explanation:
      'Family names often end in Gupta, Shreshti or Chettiar, depending on the region where a family lives.',
    source: '/#culture',
    sourceQuote:
      'Family names often end in Gupta, Shreshti or Chettiar, depending on the region.',
  },
  {
    id: 'q-hist-303',
    band: '11-15',
    topic: 'history-and-places',
    question:
      'The change of name from Komati to Arya Vysya is linked to a commission of the 1920s. What did it let communities do?',
    options: [
      'Register new names',
      'Build new temples',
      'Open new schools',
      'Elect new leaders',
    ],
    correct: 0,
    explanation:
      'A commission of the 1920s let communities register new names, and Telugu Wikipedia links the change of name to it. In the early 1900s, community associations chose the name Arya Vysya.',
    source: '/#history',
    sourceQuote:
      'a commission of the 1920s that let communities register new names',
  },
] as const satisfies readonly OlderBankQuestion[]
