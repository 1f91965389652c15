/**
 * The question bank for ages 12–15 (questionBank.ts): four options each,
 * with the grown-ups' facts, dates and sources (the story's grown-ups'
 * version and source notes, the timeline's notes, the gotra notes).
 */

import type { OlderBankQuestion } from './questionBankTypes'

export const questionsAges11to15 = [
  // Vasavi's story
  {
    id: 'q-story-013',
    band: '11-15',
    topic: 'vasavi-story',
    question:
      'In the story, how many gotras came to Kusuma Sreshti’s council, and how many stood with Vasavi?',
    options: [
      '102 came; 18 stood with her',
      '714 came; 102 stood with her',
      '612 came; 102 stood with her',
      '18 came; 102 stood with her',
    ],
    correct: 1,
    explanation:
      'The story tells that Kusuma Sreshti called the chiefs of the 18 towns and of the 714 gotras. 612 gotras favoured giving way to the king, and 102 stood with Vasavi.',
    source: '/vasavi-story#the-difficult-choice',
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
      'The Putrakameshti yaga',
      'The Vajapeya yaga',
    ],
    correct: 2,
    explanation:
      'The Putrakameshti yaga is a sacrifice for the blessing of children. Tradition says the twins Virupaksha and Vasavi were born after it.',
    source: '/vasavi-story#the-beautiful-princess',
  },
  {
    id: 'q-story-015',
    band: '11-15',
    topic: 'vasavi-story',
    question:
      'Vasavi temples remember Atmarpana, her self-offering. On which day does it fall?',
    options: [
      'Vaishakha Shukla Dashami',
      'Magha Shuddha Vidiya',
      'Chaitra Shukla Pratipada',
      'Ashvayuja Amavasya',
    ],
    correct: 1,
    explanation:
      'Atmarpana falls on Magha Shuddha Vidiya, the second day of the bright half of Magha, the day tradition gives for her self-offering. Vaishakha Shukla Dashami is her birthday, Vasavi Jayanti.',
    source: '/vasavi-story#the-sacred-fire',
  },
  {
    id: 'q-story-016',
    band: '11-15',
    topic: 'vasavi-story',
    question: 'For the community, what is the heart of Vasavi’s story?',
    options: [
      'Winning a war against the king',
      'Growing rich through trade',
      'Giving way to the king in everything',
      'Loyalty, courage and the refusal to answer force with force',
    ],
    correct: 3,
    explanation:
      'For the community, the heart of the story is not a war won but loyalty, courage and the refusal to answer force with force.',
    source: '/vasavi-story#the-sacred-fire',
  },
  {
    id: 'q-story-017',
    band: '11-15',
    topic: 'vasavi-story',
    question: 'Which three main festivals do Vasavi temples keep?',
    options: [
      'Vasavi Jayanti, Atmarpana and Navaratri',
      'Ugadi, Sankranti and Diwali',
      'Dasara, Diwali and Ganesh Chaturthi',
      'Bhogi, Sankranti and Ugadi',
    ],
    correct: 0,
    explanation:
      'Vasavi temples keep Vasavi Jayanti for her birth, Atmarpana for her self-offering, and Navaratri.',
    source: '/vasavi-story#the-eternal-protector',
  },
  {
    id: 'q-story-018',
    band: '11-15',
    topic: 'vasavi-story',
    question:
      'Edgar Thurston recorded a temple legend in 1909. What does it say was found in the ashes?',
    options: [
      'A golden likeness of Vasavi',
      'A silver crown',
      'A copper plate',
      'A stone lamp',
    ],
    correct: 0,
    explanation:
      'The legend says a golden likeness of Vasavi was found in the ashes and placed beside Nagareswara. It was later replaced by a stone image.',
    source: '/vasavi-story#the-eternal-protector',
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
      'Sankranti follows the Sun, so its date hardly moves. Most of our festivals follow the Moon, so their dates move a little every year.',
    source: '/#festivals',
  },
  {
    id: 'q-fest-013',
    band: '11-15',
    topic: 'festivals',
    question: 'Ugadi falls on Chaitra Shukla Pratipada. Which day is that?',
    options: [
      'The 10th day of Vaishakha',
      'The 4th day of Bhadrapada',
      'The new-moon day of Ashvayuja',
      'The 1st day of Chaitra',
    ],
    correct: 3,
    explanation:
      'Pratipada is the 1st day: Ugadi, the Telugu New Year, falls on the 1st day of Chaitra, in March or April.',
    source: '/#festivals',
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
  },
  {
    id: 'q-fest-015',
    band: '11-15',
    topic: 'festivals',
    question:
      'Which English dates do sources give for Vasavi Jayanti in 2023, 2024 and 2025?',
    options: [
      '14 January every year',
      '1 October every year',
      '30 April, 18 May and 7 May',
      '10 May every year',
    ],
    correct: 2,
    explanation:
      'Vasavi Jayanti follows the traditional calendar (Vaishakha Shukla Dashami), so its English date moves: 30 April 2023, 18 May 2024 and 7 May 2025.',
    source: '/vasavi-story#festivals-heading',
  },
  // Heroes
  {
    id: 'q-hero-009',
    band: '11-15',
    topic: 'heroes',
    question:
      'On which date was Andhra State formed, after Potti Sriramulu’s fast?',
    options: [
      '15 August 1947',
      '26 January 1950',
      '1 October 1953',
      '14 January 1952',
    ],
    correct: 2,
    explanation:
      'Potti Sriramulu’s long fast in 1952 was a grown-up’s peaceful protest. It led to the forming of Andhra State on 1 October 1953.',
    source: '/#heroes',
  },
  {
    id: 'q-hero-010',
    band: '11-15',
    topic: 'heroes',
    question: 'What did Mahatma Gandhi say about Potti Sriramulu?',
    options: [
      'That he was too young for the freedom movement',
      'That with eleven more followers like him he would win freedom in a year',
      'That he should go back to the railways',
      'That he should lead the Salt Satyagraha',
    ],
    correct: 1,
    explanation:
      'Gandhiji said: “If only I have eleven more followers like Sriramulu I will win freedom in a year.”',
    source: '/#heroes',
  },
  {
    id: 'q-hero-011',
    band: '11-15',
    topic: 'heroes',
    question:
      'Which British scholar called Mamidi Venkayya “a learned Komati of Masulipatam”?',
    options: [
      'Walter Elliot',
      'Edgar Thurston',
      'Robert Caldwell',
      'James Prinsep',
    ],
    correct: 0,
    explanation:
      'Walter Elliot called him “a learned Komati of Masulipatam”. Venkayya was born in 1764 in Machilipatnam, then called Bandaru.',
    source: '/#heroes',
  },
  {
    id: 'q-hero-012',
    band: '11-15',
    topic: 'heroes',
    question: 'How do we know Kothalinga’s story today?',
    options: [
      'From a film',
      'From a newspaper',
      'From a letter he wrote to the king',
      'From an old stone inscription in Penugonda',
    ],
    correct: 3,
    explanation:
      'An old stone inscription in Penugonda told how Kothalinga rebuilt the town after a king’s army burned it.',
    source: '/#heroes',
  },
  // Gotras and sages
  {
    id: 'q-gotra-011',
    band: '11-15',
    topic: 'gotras-and-sages',
    question:
      'The seventh book of the Rigveda is credited to which sage and his family?',
    options: ['Bharadwaja', 'Vasishtha', 'Vamadeva', 'Gritsamada'],
    correct: 1,
    explanation:
      'The seventh book is credited to Sage Vasishtha, teacher of Lord Rama’s family, and his family. Most of the sixth is credited to Sage Bharadwaja.',
    source: '/gotras#famous-gotras',
  },
  {
    id: 'q-gotra-012',
    band: '11-15',
    topic: 'gotras-and-sages',
    question: 'The Gayatri mantra comes from which sage?',
    options: ['Valmiki', 'Vyasa', 'Vishvamitra', 'Narada'],
    correct: 2,
    explanation:
      'The Gayatri mantra comes from Sage Vishvamitra, who was born a king and became a great sage.',
    source: '/gotra/vishvamitra',
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
  },
  {
    id: 'q-gotra-014',
    band: '11-15',
    topic: 'gotras-and-sages',
    question: 'What do our sources say about pravaras for Arya Vysya gotras?',
    options: [
      'Every gotra has the same pravara',
      'No source we found gives them',
      'The pravara is the gotra’s name said twice',
      'They are all listed in the Rigveda',
    ],
    correct: 1,
    explanation:
      'No source we found gives pravaras for Arya Vysya gotras. Where a gotra carries a well-known Vedic sage’s name, its page shows that sage’s traditional pravara and says so.',
    source: '/gotras#what-is-a-gotra',
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
  },
  {
    id: 'q-trad-013',
    band: '11-15',
    topic: 'traditions-and-food',
    question:
      'Nijayithi is one of our core values. What does it ask of a trader?',
    options: [
      'To grow rich quickly',
      'To open many shops',
      'To beat every other trader',
      'To be honest, so that everyone can trust their word',
    ],
    correct: 3,
    explanation:
      'Nijayithi means honesty: telling the truth at home, at school and in business. A trader’s word should be one everyone can trust.',
    source: '/traditions#values-heading',
  },
  {
    id: 'q-trad-014',
    band: '11-15',
    topic: 'traditions-and-food',
    question: 'What is a kanduva?',
    options: [
      'A silk saree',
      'A long skirt for little girls',
      'A festival sweet',
      'A cloth worn over the shoulder with the pancha',
    ],
    correct: 3,
    explanation:
      'A kanduva is an upper cloth worn over the shoulder with the pancha (dhoti), to look neat and respectful at pujas and ceremonies.',
    source: '/traditions#clothing-heading',
  },
  {
    id: 'q-trad-015',
    band: '11-15',
    topic: 'traditions-and-food',
    question: 'What gives pulihora its crunch?',
    options: [
      'Peanuts and dals',
      'Cashews and raisins',
      'Puffed rice',
      'Sesame sweets',
    ],
    correct: 0,
    explanation:
      'Pulihora is rice mixed with tamarind, turmeric and curry leaves, with crunchy peanuts and dals stirred in hot oil until golden.',
    source: '/traditions#recipe-pulihora',
  },
  // Telugu phrases
  {
    id: 'q-phrase-009',
    band: '11-15',
    topic: 'telugu-phrases',
    question: '“Bagunnanu.” (I am fine.) is the answer to which phrase?',
    options: [
      'Ugadi subhakankshalu!',
      'Dhanyavadalu.',
      'Ela unnaru?',
      'Naa peru Vasavi.',
    ],
    correct: 2,
    explanation:
      '“Ela unnaru?” means “How are you?”, and the answer “Bagunnanu.” means “I am fine.”',
    source: '/traditions#phrases-heading',
  },
  {
    id: 'q-phrase-010',
    band: '11-15',
    topic: 'telugu-phrases',
    question:
      'Ammamma and Nanamma are both grandmothers. What is the difference?',
    options: [
      'Ammamma is older; Nanamma is younger',
      'There is no difference',
      'Ammamma is your father’s mother; Nanamma is your mother’s mother',
      'Ammamma is your mother’s mother; Nanamma is your father’s mother',
    ],
    correct: 3,
    explanation:
      'Ammamma is your mother’s mother (Amma’s amma), and Nanamma is your father’s mother (Nanna’s amma).',
    source: '/traditions#phrases-heading',
  },
  {
    id: 'q-phrase-011',
    band: '11-15',
    topic: 'telugu-phrases',
    question: 'When would you say “Chala saradaga undi!”?',
    options: [
      'To wish someone a happy Ugadi',
      'To ask how someone is',
      'When something is great fun',
      'To tell someone your name',
    ],
    correct: 2,
    explanation: '“Chala saradaga undi!” means “This is so much fun!”',
    source: '/traditions#phrases-heading',
  },
  {
    id: 'q-phrase-012',
    band: '11-15',
    topic: 'telugu-phrases',
    question:
      'Old merchants said, “Start at galam, settle at mulam.” What did it mean?',
    options: [
      'Ask 5 and agree at 10',
      'Ask 1 and agree at 10',
      'Never agree on a price',
      'Ask 10 and agree at 5',
    ],
    correct: 3,
    explanation:
      'In the old trade number code, “galam” meant 10 and “mulam” meant 5, so the saying meant: ask 10 and agree at 5!',
    source: '/#culture',
  },
  // History and places
  {
    id: 'q-hist-009',
    band: '11-15',
    topic: 'history-and-places',
    question:
      'Epigraphia Indica dates the reign of the Eastern Chalukya king Vimaladitya to about…',
    options: ['1211 to 1222', '1411 to 1422', '1011 to 1022', '1611 to 1622'],
    correct: 2,
    explanation:
      'Epigraphia Indica dates Vimaladitya’s reign to about 1011 to 1022. Some accounts name the king of Vasavi’s story Vishnuvardhana-Vimaladitya.',
    source: '/vasavi-story#the-difficult-choice',
  },
  {
    id: 'q-hist-010',
    band: '11-15',
    topic: 'history-and-places',
    question: 'What is 1905 given as the year of?',
    options: [
      'A census that renamed the community',
      'The founding of a Vysya association that adopted the name Arya Vysya',
      'The forming of Andhra State',
      'The building of the first Vasavi temple',
    ],
    correct: 1,
    explanation:
      '1905 is given as the founding year of a Vysya association that adopted the name Arya Vysya. There was no census in 1905: censuses were held in 1901 and 1911.',
    source: '/#history',
  },
  {
    id: 'q-hist-011',
    band: '11-15',
    topic: 'history-and-places',
    question:
      'From which year do inscriptions show the Penugonda temple was popular with Komatis?',
    options: ['1488 CE', '1764 CE', '1905 CE', '1953 CE'],
    correct: 0,
    explanation:
      'Inscriptions show that the Penugonda temple was popular with Komatis from 1488 CE.',
    source: '/#history',
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
  },
] as const satisfies readonly OlderBankQuestion[]
