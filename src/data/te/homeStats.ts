import { countedPhrase } from '@/lib/i18n/plural'

import type { Definition, HeroStat } from '../homeStats'
import { SITE_COUNTS } from '../siteCounts'

export type { Definition, HeroStat } from '../homeStats'

/**
 * The Telugu twin of `homeStats.ts`: the hero's stat tiles, the hidden
 * statistics sentences and the definitions behind the FAQPage data. The
 * counts are English's (`SITE_COUNTS`), each word in its Telugu number.
 */

const { games, storyChapters, heroes, festivals, coloringPages } = SITE_COUNTS
const te = (count: number, one: string, other: string) =>
  countedPhrase(count, { one, other }, 'te')

export const heroStats = [
  { value: '102', label: 'గోత్రాలు' },
  { value: '1000+', label: 'సంవత్సరాల చరిత్ర' },
  { value: String(heroes), label: 'హీరోలు' },
  { value: String(storyChapters + games), label: 'కథ అధ్యాయాలు, ఆటలు' },
] as const satisfies readonly HeroStat[]

/** Plain sentences for search engines and screen readers (visually hidden). */
export const homeStatistics = [
  'ఆర్యవైశ్య సమాజం 102 గోత్రాలను గుర్తుచేసుకుంటుంది: శ్రీ వాసవి కన్యకా పరమేశ్వరికి తోడుగా నిలిచిన కుటుంబ వంశాలు అవి.',
  'ఈ సమాజం కథ 1,000 సంవత్సరాలకు పైగా పాతది: అది ఆంధ్రప్రదేశ్‌లోని పెనుగొండలో 10వ–11వ శతాబ్దం వరకు వెనక్కి వెళ్తుంది.',
  `వాసవి కిడ్స్ సమాజంలోని ${te(heroes, '{count} హీరో కథ', '{count} హీరోల కథలు')}, ${te(festivals, '{count} పండుగ కథ', '{count} పండుగల కథలు')} చెబుతుంది; ${te(games, '{count} ఆట', '{count} ఆటలు')}, వాసవి కథ ${te(storyChapters, '{count} అధ్యాయంలో', '{count} అధ్యాయాల్లో')}, ${te(coloringPages, '{count} రంగుల పేజీ', '{count} రంగుల పేజీలు')} అందిస్తుంది.`,
  'వాసవి జయంతిని వైశాఖ శుద్ధ దశమి నాడు, ఏప్రిల్ లేదా మే నెలలో జరుపుకుంటారు.',
] as const

export const homeDefinitions = [
  {
    term: 'ఆర్యవైశ్య',
    question: 'ఆర్యవైశ్యులు ఎవరు?',
    answer:
      'ఒకప్పుడు కోమట్లు అని పిలిచే ఆర్యవైశ్యులు దక్షిణ భారతదేశంలోని తెలుగు వర్తక సమాజం. 1900ల మొదట్లో సమాజ సంఘాలు ఆర్యవైశ్య అనే పేరును స్వీకరించాయి.',
  },
  {
    term: 'గోత్రం',
    question: 'గోత్రం అంటే ఏమిటి?',
    answer:
      'గోత్రం అంటే ఒక కుటుంబ వంశం. చాలా గోత్రాలకు ఒక ఋషి పేరు ఉంటుంది; కొన్నిటి గురించి పాత జాబితాలు చెప్పవు, కొన్నిటికి మొక్కల పేర్లు ఉండవచ్చు. ఆర్యవైశ్య కుటుంబాలు 102 గోత్రాలలో ఒకదాన్ని తమ గోత్రంగా చెప్పుకుంటాయి.',
  },
  {
    term: 'శ్రీ వాసవి కన్యకా పరమేశ్వరి',
    question: 'శ్రీ వాసవి కన్యకా పరమేశ్వరి ఎవరు?',
    answer:
      'వాసవి పెనుగొండ యువరాణి. ఒక రాజుతో ఇష్టం లేని పెళ్ళికి ఆమె ఒప్పుకోలేదు, తన వల్ల ఎవరూ బాధపడకూడదని అనుకున్నారు. సమాజం ఆమెను తన ఆరాధ్య దేవతగా పూజిస్తుంది.',
  },
  {
    term: 'పెనుగొండ',
    question: 'పెనుగొండ అంటే ఏమిటి?',
    answer:
      'పెనుగొండ ఆంధ్రప్రదేశ్‌లోని పశ్చిమ గోదావరి జిల్లాలో ఒక పట్టణం. అక్కడ వాసవి కన్యకా పరమేశ్వరి ముఖ్య ఆలయం ఉంది. దాన్ని "వైశ్యుల కాశీ" అంటారు.',
  },
  {
    term: 'వాసవి జయంతి',
    question: 'వాసవి జయంతి ఎప్పుడు?',
    answer:
      'వాసవి పుట్టినరోజు అయిన వాసవి జయంతి వైశాఖ శుద్ధ దశమి నాడు వస్తుంది, అంటే వైశాఖ మాసం శుక్ల పక్షంలో పదవ రోజు, ఏప్రిల్ లేదా మే నెలలో.',
  },
] as const satisfies readonly Definition[]
