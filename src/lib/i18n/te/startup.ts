import type { startupMessages as englishMessages } from '../en/startup'

/** The Telugu twin of `en/startup.ts`. */
export const startupMessages = {
  'startup.waitingTitle': 'ఇంటర్నెట్ కోసం చూస్తున్నాం',
  'startup.waitingBody':
    'సైట్‌లోని ఒక భాగం రాలేదు. ఇంటర్నెట్ తిరిగి రాగానే అది దానంతట అదే కొనసాగుతుంది.',
  'startup.tryAgain': 'మళ్ళీ ప్రయత్నించండి',
  'startup.newVersionTitle': 'సైట్ కొత్త రూపం సిద్ధంగా ఉంది',
  'startup.newVersionBody': 'దాన్ని పొందడానికి పేజీని మళ్ళీ తెరవండి.',
  'startup.reload': 'పేజీని మళ్ళీ తెరవండి',
} as const satisfies Record<keyof typeof englishMessages, string>
