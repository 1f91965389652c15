/**
 * The Telugu twin of `questionBank5to7.ts`: the same ids, order, bands,
 * topics, sources and right answers; the question, options and explanation
 * in Telugu (docs/telugu-glossary.md).
 */

import type { YoungBankQuestion } from '../questionBankTypes'

export const questionsAges5to7 = [
  // Vasavi's story
  {
    id: 'q-story-001',
    band: '5-7',
    topic: 'vasavi-story',
    question: 'కథలో వాసవి సొంత ఊరు ఏది?',
    options: ['ముంబై', 'పెనుగొండ', 'చెన్నై'],
    correct: 1,
    explanation: 'వాసవి పెద్ద గోదావరి నది దగ్గర ఉన్న పెనుగొండ అనే ఊరిలో ఉండేవారని కథ చెబుతుంది.',
    source: '/vasavi-story#the-beautiful-princess',
  },
  {
    id: 'q-story-002',
    band: '5-7',
    topic: 'vasavi-story',
    question: 'వాసవికి ఒక కవల సోదరుడు ఉన్నారు. ఆయన పేరు ఏమిటి?',
    options: ['విరూపాక్షుడు', 'కొత్తలింగ', 'భాస్కరాచార్యులు'],
    correct: 0,
    explanation:
      'కథలో కుసుమ శ్రేష్ఠి, కుసుమాంబలకు కవలలు పుట్టారు: విరూపాక్షుడు అనే మగపిల్లవాడు, వాసవి అనే ఆడపిల్ల.',
    source: '/vasavi-story#the-beautiful-princess',
  },
  {
    id: 'q-story-003',
    band: '5-7',
    topic: 'vasavi-story',
    question: 'వాసవికి ఏమి ఇష్టం?',
    options: ['కోటలు కట్టడం', 'ఓడలు నడపడం', 'సంగీతం, కళలు'],
    correct: 2,
    explanation:
      'వాసవి దయగా, తెలివిగా పెరిగారు. ఆమెకు సంగీతం, కళలు అంటే ఇష్టం; ప్రతి రోజూ ఆమె శివుడిని ప్రార్థించేవారు.',
    source: '/vasavi-story#the-beautiful-princess',
  },
  {
    id: 'q-story-004',
    band: '5-7',
    topic: 'vasavi-story',
    question: '“మేము వాసవి వైపు నిలబడతాం!” అని ఎన్ని కుటుంబాలు అన్నాయి?',
    options: ['2', '10', '102'],
    correct: 2,
    explanation:
      'కథలో, ఒక పెద్ద సభలో, రాజు సైన్యానికి చాలా మంది భయపడినా, 102 కుటుంబాలు వాసవి వైపు నిలబడాలని ఎంచుకున్నాయి.',
    source: '/vasavi-story#the-difficult-choice',
  },
  {
    id: 'q-story-005',
    band: '5-7',
    topic: 'vasavi-story',
    question: 'వాసవికి యుద్ధం వద్దు. ఆమె ఏమి కోరుకున్నారు?',
    options: ['పెద్ద గొడవ', 'ఎవరూ బాధపడకూడదని', 'పరుగు పందెం'],
    correct: 1,
    explanation:
      'తన వల్ల ఎవరూ బాధపడకూడదని వాసవి అనుకున్నారు. తన కోసం యుద్ధం జరగడానికి ఆమె ఒప్పుకోలేదు.',
    source: '/vasavi-story#the-sacred-fire',
  },
  {
    id: 'q-story-006',
    band: '5-7',
    topic: 'vasavi-story',
    question: 'వాసవి మాత ప్రేమగల ఎవరిలా మనల్ని కనిపెట్టుకుని ఉంటారు?',
    options: ['అమ్మ', 'రాజు', 'సైనికుడు'],
    correct: 0,
    explanation:
      'వాసవి దేవతగా కనిపించారని ప్రజలు నమ్ముతారు. మనం దయగా, ధైర్యంగా, శాంతిగా ఉన్నప్పుడు, ప్రేమగల అమ్మలా మనల్ని కనిపెట్టుకుని ఉండే వాసవి మాతను గుర్తుచేసుకుంటాం.',
    source: '/vasavi-story#the-eternal-protector',
  },
  // Festivals
  {
    id: 'q-fest-001',
    band: '5-7',
    topic: 'festivals',
    question: 'వాసవి పుట్టినరోజు ఏ పండుగ?',
    options: ['ఉగాది', 'వాసవి జయంతి', 'దీపావళి'],
    correct: 1,
    explanation:
      'వాసవి జయంతి శ్రీ వాసవి కన్యకా పరమేశ్వరి పుట్టినరోజు. అన్ని చోట్లా వాసవి ఆలయాల్లో దీన్ని జరుపుకుంటారు.',
    source: '/#festivals',
  },
  {
    id: 'q-fest-002',
    band: '5-7',
    topic: 'festivals',
    question: 'దీపాల పండుగ ఏది?',
    options: ['సంక్రాంతి', 'ఉగాది', 'దీపావళి'],
    correct: 2,
    explanation:
      'దీపావళి దీపాల పండుగ. ఆ రోజు ప్రతి ఇల్లు వరుసగా వెలిగించిన చిన్న నూనె దీపాలతో మెరిసిపోతుంది.',
    source: '/#festivals',
  },
  {
    id: 'q-fest-003',
    band: '5-7',
    topic: 'festivals',
    question: 'ఏ పండుగకు పిల్లలు గాలిపటాలు ఎగురవేస్తారు?',
    options: ['సంక్రాంతి', 'వాసవి జయంతి', 'వినాయక చవితి'],
    correct: 0,
    explanation:
      'సంక్రాంతి జనవరిలో వచ్చే పంటల పండుగ: భోగి మంటలు, గాలిపటాలు, తీపి వంటకాలతో మూడు రోజుల సంబరం.',
    source: '/#festivals',
  },
  {
    id: 'q-fest-004',
    band: '5-7',
    topic: 'festivals',
    question: 'ఉగాది పచ్చడిలో ఎన్ని రుచులు ఉంటాయి?',
    options: ['రెండు', 'ఆరు', 'పది'],
    correct: 1,
    explanation:
      'ఉగాది పచ్చడిలో తీపి, పులుపు, చేదు, ఉప్పు, కారం, వగరు ఉంటాయి: కొత్త సంవత్సరం తెచ్చే అన్ని రకాల రోజుల కోసం ఆరు రుచులు.',
    source: '/#festivals',
  },
  {
    id: 'q-fest-005',
    band: '5-7',
    topic: 'festivals',
    question: 'వినాయక చవితి ఎవరి పుట్టినరోజు?',
    options: ['శివుడు', 'లక్ష్మీ దేవి', 'వినాయకుడు'],
    correct: 2,
    explanation:
      'వినాయక చవితి వినాయకుడి పుట్టినరోజు. ప్రతి కొత్త పని మొదలుపెట్టే ముందు మనం ఆయనను పూజిస్తాం.',
    source: '/#festivals',
  },
  // Heroes
  {
    id: 'q-hero-001',
    band: '5-7',
    topic: 'heroes',
    question: 'పొట్టి శ్రీరాములుని అమరజీవి అని పిలుస్తారు. దాని అర్థం ఏమిటి?',
    options: ['ఎప్పటికీ జీవించేవారు', 'గొప్ప గాయకులు', 'పెద్ద రాజు'],
    correct: 0,
    explanation:
      'అమరజీవి అంటే “ఎప్పటికీ జీవించేవారు”. తెలుగు మాట్లాడేవారికి ఒక రాష్ట్రం కావాలని పొట్టి శ్రీరాములు శాంతియుతంగా అడిగారు.',
    source: '/#heroes',
  },
  {
    id: 'q-hero-002',
    band: '5-7',
    topic: 'heroes',
    question: 'హీరోలు ఎలా ఉండాలని ఎంచుకుంటారు?',
    options: [
      'ధనవంతులుగా, పేరున్నవారిగా',
      'గట్టిగా అరుస్తూ, అందరినీ ఆజ్ఞాపిస్తూ',
      'ధైర్యంగా, దయగా, సహాయంగా',
    ],
    correct: 2,
    explanation:
      'హీరోలు ధైర్యంగా, దయగా, సహాయంగా ఉండాలని ఎంచుకుంటారు. మీరు చేసే ప్రతి చిన్న మంచి పని మన సమాజాన్ని బలంగా చేస్తుంది, అందుకే మీరు కూడా హీరో కాగలరు!',
    source: '/#heroes',
  },
  {
    id: 'q-hero-003',
    band: '5-7',
    topic: 'heroes',
    question: 'పదాలను వెతుక్కోవడానికి సహాయపడే ఒక పుస్తకాన్ని మామిడి వెంకయ్య తయారుచేశారు. అది ఏమిటి?',
    options: ['ఒక పటం', 'ఒక నిఘంటువు', 'ఒక వంటల పుస్తకం'],
    correct: 1,
    explanation:
      'మామిడి వెంకయ్యకు పదాలంటే చాలా ఇష్టం. ఎవరైనా ఒక పదాన్ని సులభంగా వెతుక్కునేలా, అక్షర క్రమంలో ఆంధ్ర దీపిక అనే తెలుగు నిఘంటువు రాశారు.',
    source: '/#heroes',
  },
  {
    id: 'q-hero-004',
    band: '5-7',
    topic: 'heroes',
    question: 'చాలా కాలం క్రితం పెనుగొండ బాగా దెబ్బతింది. అప్పుడు కొత్తలింగ ఏమి చేశారు?',
    options: ['పట్టణాన్ని మళ్ళీ కట్టారు', 'దూరంగా వెళ్ళిపోయారు', 'దాని గురించి మర్చిపోయారు'],
    correct: 0,
    explanation:
      'కొత్తలింగ వెనకడుగు వేయలేదు. అందరి కోసం చెరువులు, బావులు, తోటలతో ఆయన పెనుగొండను మళ్ళీ కట్టారు.',
    source: '/#heroes',
  },
  // Gotras and sages
  {
    id: 'q-gotra-001',
    band: '5-7',
    topic: 'gotras-and-sages',
    question: 'చాలా గోత్రాలకు దేని పేరు ఉంటుంది?',
    options: ['ఒక నది', 'ఒక మహర్షి', 'ఒక కొండ'],
    correct: 1,
    explanation:
      'గోత్రం చాలా పాత కుటుంబ పేరు లాంటిది. చాలా గోత్రాలకు చాలా చాలా కాలం క్రితం జీవించిన ఒక మహర్షి, అంటే ఒక జ్ఞానవంతుడైన గురువు పేరు ఉంటుంది.',
    source: '/gotras#what-is-a-gotra',
  },
  {
    id: 'q-gotra-002',
    band: '5-7',
    topic: 'gotras-and-sages',
    question: 'మన సమాజంలో ఎన్ని గోత్రాలు ఉన్నాయి?',
    options: ['12', '5', '102'],
    correct: 2,
    explanation:
      'మన సమాజంలో 102 గోత్రాలు ఉన్నాయి. వాసవి కథలో, 102 గోత్రాల కుటుంబాలు ధైర్యంగా ఆమెకు తోడుగా నిలిచాయి.',
    source: '/gotras#what-is-a-gotra',
  },
  {
    id: 'q-gotra-003',
    band: '5-7',
    topic: 'gotras-and-sages',
    question: 'రాముడు, సీతల కథ అయిన రామాయణాన్ని ఏ మహర్షి రాశారు?',
    options: ['వాల్మీకి', 'నారద', 'కశ్యప'],
    correct: 0,
    explanation: 'వాల్మీకి మహర్షిని మొదటి కవి అంటారు. రాముడు, సీతల కథ అయిన రామాయణాన్ని ఆయన రాశారు.',
    source: '/gotra/valmiki',
  },
  {
    id: 'q-gotra-004',
    band: '5-7',
    topic: 'gotras-and-sages',
    question: 'పాత కథలలో నారద మహర్షి ఏ వాయిద్యంతో లోకాల మధ్య తిరుగుతారు?',
    options: ['ఒక డప్పు', 'ఒక వేణువు', 'ఒక వీణ'],
    correct: 2,
    explanation:
      'నారద మహర్షి విష్ణువు నామం పాడుతూ, తన వీణతో లోకాల మధ్య తిరుగుతారని పాత కథలు చెబుతాయి.',
    source: '/gotra/narada',
  },
  {
    id: 'q-gotra-005',
    band: '5-7',
    topic: 'gotras-and-sages',
    question: 'వ్యాస మహర్షి చెబుతున్నంత వేగంగా మహాభారతాన్ని ఎవరు రాశారు?',
    options: ['నారద మహర్షి', 'వినాయకుడు', 'వాల్మీకి మహర్షి'],
    correct: 1,
    explanation:
      'వ్యాస మహర్షి మహాభారతాన్ని చెప్పారు; వ్యాసుడు చెబుతున్నంత వేగంగా వినాయకుడు దాన్ని రాశారని కథ చెబుతుంది!',
    source: '/gotra/vyasa',
  },
  // Traditions and food
  {
    id: 'q-trad-001',
    band: '5-7',
    topic: 'traditions-and-food',
    question: 'పులిహోర దేనితో పుల్లగా చేసిన అన్నం?',
    options: ['చాక్లెట్', 'చింతపండు', 'పాలు'],
    correct: 1,
    explanation:
      'పులిహోర పుల్లపుల్లని చింతపండు అన్నం. కుటుంబాలు పండుగలలో దాన్ని దేవుడికి నైవేద్యం పెట్టి, ప్రసాదంగా పంచుకుంటాయి.',
    source: '/traditions#recipe-pulihora',
  },
  {
    id: 'q-trad-002',
    band: '5-7',
    topic: 'traditions-and-food',
    question: 'బొబ్బట్లు అంటే ఏమిటి?',
    options: ['తీపి రొట్టెలు', 'ఉప్పు చిప్స్', 'చల్లని పానీయాలు'],
    correct: 0,
    explanation:
      'బొబ్బట్లు శనగపప్పు, బెల్లం నింపిన మెత్తని రొట్టెలు. కుటుంబాలు వాటిని ఉగాది, సంక్రాంతి, దీపావళికి చేస్తాయి.',
    source: '/traditions#recipe-bobbatlu',
  },
  {
    id: 'q-trad-003',
    band: '5-7',
    topic: 'traditions-and-food',
    question: 'చిన్న అమ్మాయిలు ఆడుకునేటప్పుడు గిరగిరా తిరిగే పట్టు వస్త్రం ఏది?',
    options: ['పంచె', 'కండువా', 'పట్టు లంగా'],
    correct: 2,
    explanation:
      'పట్టు లంగా పొడవుగా, కుచ్చులతో ఉంటుంది; దానికి జతగా జాకెట్టు వేసుకుంటారు. చిన్న అమ్మాయిలు ఆడుతూ తిరిగేటప్పుడు అది గిరగిరా తిరుగుతుంది!',
    source: '/traditions#clothing-heading',
  },
  {
    id: 'q-trad-004',
    band: '5-7',
    topic: 'traditions-and-food',
    question: 'అహింస అంటే ఏమిటి?',
    options: ['ప్రతి ప్రాణి పట్ల దయ', 'ప్రతి పందెంలో గెలవడం', 'చాలా తీపి వంటకాలు తినడం'],
    correct: 0,
    explanation:
      'అహింస అంటే శాంతి, ప్రతి ప్రాణి పట్ల దయ. మన చాలా కుటుంబాలు సంప్రదాయంగా శాకాహారులు కావడానికి అదే కారణం.',
    source: '/#culture',
  },
  {
    id: 'q-trad-005',
    band: '5-7',
    topic: 'traditions-and-food',
    question: 'దానం మన విలువలలో ఒకటి. దాని అర్థం ఏమిటి?',
    options: ['డబ్బు దాచుకోవడం', 'అవసరంలో ఉన్నవారికి ఇవ్వడం', 'కష్టపడి పనిచేయడం'],
    correct: 1,
    explanation:
      'దానం అంటే ఇవ్వడం: అవసరంలో ఉన్నవారితో పంచుకోవడం. చాలా కాలం క్రితం, సమాజంలోని వారు తమ ఊరికి బావులు, చెరువులు, తోటలు ఇచ్చారు.',
    source: '/traditions#values-heading',
  },
  // Telugu phrases
  {
    id: 'q-phrase-001',
    band: '5-7',
    topic: 'telugu-phrases',
    question: 'కృతజ్ఞతలు చెప్పే తెలుగు మాట ఏది?',
    options: ['నమస్కారం', 'అమ్మ', 'ధన్యవాదాలు'],
    correct: 2,
    explanation: 'ధన్యవాదాలు అంటే కృతజ్ఞతలు. నమస్కారం అంటే గౌరవంగా పలకరించడం.',
    source: '/traditions#phrases-heading',
  },
  {
    id: 'q-phrase-002',
    band: '5-7',
    topic: 'telugu-phrases',
    question: '“అమ్మ” అంటే ఎవరు?',
    options: ['తల్లి', 'తండ్రి', 'తాత'],
    correct: 0,
    explanation: 'అమ్మ అంటే తల్లి, నాన్న అంటే తండ్రి.',
    source: '/traditions#phrases-heading',
  },
  {
    id: 'q-phrase-003',
    band: '5-7',
    topic: 'telugu-phrases',
    question: '“నమస్కారం” ఎప్పుడు చెబుతాం?',
    options: ['నిద్రపోయేటప్పుడు', 'ఒకరిని పలకరించేటప్పుడు', 'ఆకలి వేసినప్పుడు'],
    correct: 1,
    explanation: 'నమస్కారం గౌరవంగా పలకరించే మాట: హలో చెప్పే ఒక మంచి పద్ధతి.',
    source: '/traditions#phrases-heading',
  },
  {
    id: 'q-phrase-004',
    band: '5-7',
    topic: 'telugu-phrases',
    question: '“తాత” అంటే ఎవరు?',
    options: ['తల్లి', 'గురువు', 'అమ్మ లేదా నాన్న తండ్రి'],
    correct: 2,
    explanation: 'తాత అంటే అమ్మ లేదా నాన్న తండ్రి. అమ్మమ్మ అంటే అమ్మ తల్లి, నానమ్మ అంటే నాన్న తల్లి.',
    source: '/traditions#phrases-heading',
  },
  // History and places
  {
    id: 'q-hist-001',
    band: '5-7',
    topic: 'history-and-places',
    question: 'పెనుగొండ ఏ పెద్ద నది దగ్గర ఉంది?',
    options: ['గోదావరి', 'గంగ', 'యమున'],
    correct: 0,
    explanation: 'వాసవి కథ జరిగిన ఊరు పెనుగొండ పెద్ద గోదావరి నది దగ్గర ఉంది.',
    source: '/vasavi-story#the-beautiful-princess',
  },
  {
    id: 'q-hist-002',
    band: '5-7',
    topic: 'history-and-places',
    question: 'పాత కాలపు వ్యాపారులకు ఒక వ్యాపార అంకెల భాష ఉండేది. అందులో “కే” అంటే ఏమిటి?',
    options: ['10', '1', '5'],
    correct: 1,
    explanation: 'పాత కాలపు వ్యాపారుల అంకెల భాషలో “కే” అంటే 1, “గాలం” అంటే 10.',
    source: '/#culture',
  },
  {
    id: 'q-hist-003',
    band: '5-7',
    topic: 'history-and-places',
    question: 'మన సమాజం కథ ఎంత పాతది?',
    options: ['సుమారు 10 సంవత్సరాలు', 'సుమారు 100 సంవత్సరాలు', '1,000 సంవత్సరాలకు పైగా'],
    correct: 2,
    explanation:
      'మన సమాజం కథ 1,000 సంవత్సరాలకు పైగా పాతది: అది పెనుగొండ వర్తక కుటుంబాల వరకు వెనక్కి వెళ్తుంది.',
    source: '/#history',
  },
  {
    id: 'q-hist-004',
    band: '5-7',
    topic: 'history-and-places',
    question: 'మన చాలా కుటుంబాలు ఎక్కడ ఉంటాయి?',
    options: ['ఆంధ్రప్రదేశ్, తెలంగాణ', 'కేరళ, గోవా', 'పంజాబ్, హర్యానా'],
    correct: 0,
    explanation:
      'చాలా కుటుంబాలు ఆంధ్రప్రదేశ్, తెలంగాణలో ఉంటాయి; మరికొన్ని కుటుంబాలు చాలా కాలం క్రితమే తమిళ దేశంలో, కర్ణాటకలో స్థిరపడ్డాయి.',
    source: '/#culture',
  },
] as const satisfies readonly YoungBankQuestion[]
