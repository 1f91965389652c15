/**
 * Telugu UI strings of the gotras feature: every key of en/gotras.ts, with
 * the same `{placeholders}`. Terms follow docs/telugu-glossary.md.
 */

import type { gotrasMessages as englishMessages } from '../en/gotras'

export const gotrasMessages = {
  'gotras.search.heading': 'మీ గోత్రాన్ని వెతకండి',
  'gotras.search.label': 'గోత్రం కోసం వెతకండి',
  'gotras.search.placeholder': 'గోత్రం పేరు రాయండి, ఉదా. కశ్యప',
  'gotras.search.hint':
    'మీకు నచ్చినట్లు రాయండి, తెలుగు అక్షరాల్లో గానీ ఇంగ్లీష్ అక్షరాల్లో గానీ: కశ్యప, Kasyapa, Kashyap, Kasyabasa అన్నీ కశ్యప గోత్రాన్నే చూపిస్తాయి.',
  'gotras.search.clear': 'వెతికినది తీసేయండి',
  'gotras.search.found.one': 'సరిపోయిన గోత్రం: {count} - ✨ గుర్తు ఉన్నదాన్ని చూడండి!',
  'gotras.search.found.other': 'సరిపోయిన గోత్రాలు: {count} - ✨ గుర్తు ఉన్నదాన్ని చూడండి!',
  'gotras.search.none': '"{query}"‌కు సరిపోయే గోత్రాలు ఏవీ దొరకలేదు. వేరే విధంగా రాసి చూడండి!',
  'gotras.search.topMatches': 'బాగా సరిపోయినవి',
  'gotras.tree.heading': 'మన గోత్రాల కుటుంబ వృక్షం',
  'gotras.tree.label': 'శ్రీ వాసవి కన్యకా పరమేశ్వరి చుట్టూ 102 గోత్రాల కుటుంబ వృక్షం',
  'gotras.tree.help':
    'ఒక వృత్తాన్ని నొక్కండి. లేదా Tab నొక్కి వృక్షానికి చేరుకుని, గోత్రాల మధ్య కదలడానికి బాణం కీలు, ఒకదాన్ని తెరవడానికి Enter వాడండి. ప్రతి గోత్రం కింద ఉన్న పట్టికలో కూడా ఉంది.',
  'gotras.tree.deity': 'శ్రీ వాసవి',
  'gotras.tree.deitySub': 'కన్యకా పరమేశ్వరి',
  'gotras.tree.node': '{name} గోత్రం',
  'gotras.tree.nodeHighlighted': '{name} గోత్రం, వెతుకులాటలో బాగా సరిపోయినది',
  'gotras.card.title': '{name} గోత్రం',
  'gotras.card.close': '{name} కార్డు మూసివేయండి',
  'gotras.card.rishi': 'ఋషి',
  'gotras.card.greatSage': 'మహర్షి',
  'gotras.card.familyNames': 'కుటుంబ పేర్లు (సంకేతనామాలు)',
  'gotras.card.noFamilyNames': 'ఏవీ ఇవ్వలేదు',
  'gotras.card.more': '+ఇంకా {n}',
  'gotras.card.readMore': '{name} కథ చదవండి',
  'gotras.whatIs.heading': 'గోత్రం అంటే ఏమిటి?',
  'gotras.whatIs.kids': 'పిల్లల కోసం',
  'gotras.whatIs.adults': 'అమ్మానాన్నలు, పెద్దవాళ్ళ కోసం',
  'gotras.types.heading': 'నాలుగు రకాల గోత్రాలు',
  'gotras.types.count.one': '{count} గోత్రం',
  'gotras.types.count.other': '{count} గోత్రాలు',
  'gotras.types.examples': 'ఉదాహరణలు',
  'gotras.famous.heading': 'ప్రసిద్ధ గోత్రాలు',
  'gotras.famous.visit': '{name} పేజీకి వెళ్ళండి',
  'gotras.facts.heading': 'గోత్రాల గురించి విశేషాలు',
  'gotras.grid.heading': 'మొత్తం 102 గోత్రాలు',
  'gotras.grid.intro':
    'ప్రతి గోత్రానికి సొంత పేజీ ఉంది. అందులో దాని మహర్షి, పిల్లల కోసం ఒక కథ, దాని కుటుంబ పేర్లు ఉంటాయి.',
  'gotras.grid.sage': '{sage} మహర్షి',
  'gotras.itemList.name': 'ఆర్యవైశ్య సమాజపు 102 గోత్రాలు',
  'gotras.continue': 'ఇంకా తెలుసుకోండి',
  'gotras.page.pravaraAvailable': 'ప్రవర ఉంది',
  'gotras.page.rishi': 'ఋషి',
  'gotras.page.greatSage': 'మహర్షి',
  'gotras.page.story': 'పిల్లల కోసం కథ',
  'gotras.page.pravara': 'ప్రవర',
  'gotras.page.pravaraListedNote':
    'ప్రామాణిక ప్రవర జాబితాలలో {sage} వంశపు సంప్రదాయ ప్రవర ఇది. ఆర్యవైశ్య గోత్రాలకే ప్రవరలను ఇచ్చే ఆధారం ఏదీ మాకు దొరకలేదు, కాబట్టి దయచేసి మీ కుటుంబ పురోహితులను అడిగి సరిచూసుకోండి.',
  'gotras.page.pravaraMissingNote':
    'ఈ గోత్రానికి ప్రవరను ఇచ్చే ఆధారం ఏదీ మాకు దొరకలేదు. మీ కుటుంబం చెప్పుకునే ప్రవర మీ కుటుంబ పురోహితులకు లేదా పెద్దలకు తెలిసి ఉండవచ్చు.',
  'gotras.page.familyNames': 'కుటుంబ పేర్లు (సంకేతనామాలు)',
  'gotras.page.familyNamesNote':
    'ఇవి ఒక పాత గోత్ర జాబితాలోని సంకేతనామాలు (వంశాల పేర్లు), ఈ కాలపు ఇంటి పేర్లు కావు.',
  'gotras.page.noFamilyNames': 'ఈ గోత్రానికి సంకేతనామాలు ఏవీ ఇవ్వలేదు.',
  'gotras.page.whySpecial': 'నా గోత్రం ఎందుకు ప్రత్యేకం?',
  'gotras.page.allGotras': 'అన్ని గోత్రాలు',
  'gotras.page.vasaviStory': 'వాసవి కథ',
  'gotras.page.home': 'మొదటి పేజీ',
  'gotras.page.explore': 'ఇంకా తెలుసుకోండి',
  'gotras.notFound.title': 'గోత్రం దొరకలేదు',
  'gotras.notFound.body': 'క్షమించండి, ఈ గోత్రం గురించి సమాచారం మాకు దొరకలేదు.',
  'gotras.notFound.back': 'అన్ని గోత్రాలకు తిరిగి వెళ్ళండి',
} as const satisfies Record<keyof typeof englishMessages, string>
