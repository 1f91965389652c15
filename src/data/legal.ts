import { siteConfig } from '@/lib/siteConfig'

import type { LegalDocument } from './legalTypes'
import { POLICY_VERSION } from './policyVersion'

const { name, creatorHandle, contactEmail } = siteConfig

export const termsOfUse: LegalDocument = {
  title: 'Terms of Use',
  lastUpdated: 'November 25, 2026',
  lastUpdatedIso: POLICY_VERSION,
  intro: [
    `Welcome to ${name}! These Terms of Use explain how you may use this website and the stories, pictures and games on it. We have written them in plain language, so that parents, teachers and older children can read them together.`,
    'By using the site, you agree to these terms. If you do not agree, please do not use the site.',
  ],
  sections: [
    {
      id: 'intellectual-property-rights',
      heading: 'Intellectual Property Rights',
      blocks: [
        {
          kind: 'paragraph',
          text: `Everything on ${name} was made by its content creator, ${creatorHandle}, and belongs to them. This includes:`,
        },
        {
          kind: 'list',
          items: [
            'The text and the way our stories are told',
            'The illustrations',
            'The coloring pages',
            'The games',
            'The design of the website',
          ],
        },
        {
          kind: 'paragraph',
          text: 'All of this is protected by copyright law. The traditions, festivals and legends themselves belong to the whole community; what belongs to the creator is the way they are told and shown here.',
        },
        {
          kind: 'paragraph',
          text: 'Using the site does not give you ownership of any of its content.',
        },
      ],
    },
    {
      id: 'permitted-use',
      heading: 'Permitted Use',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We want these stories to travel! Families, schools, temples and community groups are welcome to share our content for non-commercial purposes, such as:',
        },
        {
          kind: 'list',
          items: [
            'Teaching children at home or in a classroom',
            'Temple classes and community programs',
            'Family use, such as reading a story together or sharing it with relatives',
          ],
        },
        {
          kind: 'paragraph',
          text: 'When you share, please:',
        },
        {
          kind: 'list',
          items: [
            `Credit the content creator's social handle, ${creatorHandle}`,
            `Link back to ${name}, so others can find the original`,
          ],
        },
        {
          kind: 'paragraph',
          text: 'Please do not:',
        },
        {
          kind: 'list',
          items: [
            'Sell our content, or include it in anything that is sold',
            'Pass it off as your own work',
            'Remove or hide the credits',
            'Use it in advertisements or in paid products, such as paid apps, books or courses',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Printing coloring pages is fine for personal, classroom or temple use. Print as many as your children or students need.',
        },
        {
          kind: 'paragraph',
          text: `For any other use, such as commercial use, publishing our content in a book, magazine or another website, or adapting it into something new, please ask for permission first by e-mailing ${contactEmail}. We are always glad to hear how you would like to use it.`,
        },
      ],
    },
    {
      id: 'consequences-of-infringement',
      heading: 'Consequences of Infringement',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Most mistakes are honest ones. If we find our content used in a way these terms do not allow, we will first get in touch and politely ask for the credit to be added or for the content to be taken down.',
        },
        {
          kind: 'paragraph',
          text: 'If the content is still not corrected or removed after that, the creator may ask the website or platform where it appears to remove the copies, and may take other steps that the law allows to protect their work.',
        },
        {
          kind: 'paragraph',
          text: 'If you have shared something by mistake, simply fix it or write to us. We would much rather talk than argue.',
        },
      ],
    },
    {
      id: 'contact-information',
      heading: 'Contact Information',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Questions about these terms, or want to ask permission to use our content? Get in touch, and tell us a little about how you would like to use it:',
        },
        { kind: 'contact' },
      ],
    },
    {
      id: 'website-usage',
      heading: 'Website Usage',
      blocks: [
        {
          kind: 'paragraph',
          text: `${name} is made for learning. Our stories include traditions and legends as they have been passed down through generations. Where sources or families tell a story differently, we say so.`,
        },
        {
          kind: 'paragraph',
          text: 'When using the site, please keep these points in mind:',
        },
        {
          kind: 'list',
          items: [
            'Accounts are optional. You do not need one to read the stories, play the games or print coloring pages; an account only saves scores and badges.',
            'An account is a family account, and only a parent or guardian who is 18 or older may create one. The parent or guardian adds each child as a player with a fun name and an avatar; children never need an e-mail address or a password, and are responsible to the parent or guardian who set up the account.',
            "Be kind when choosing a fun name. Fun names are shown publicly on the leaderboard, so never use a child's real name, an e-mail address or a phone number in one. We may change or remove fun names that are unkind or that share personal details.",
            'Keep the parent PIN to yourself: it keeps children out of the grown-ups’ area, where players and the account can be deleted.',
            'Parents and guardians should supervise young children while they use the site.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We may change, improve or add content at any time, and we may update these terms. The date at the top of this page shows when they last changed.',
        },
        {
          kind: 'paragraph',
          text: 'The site is offered "as is". We work hard to keep it accurate and running, but we cannot promise that it will always be available or free of mistakes.',
        },
      ],
    },
  ],
}

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  lastUpdated: 'November 25, 2026',
  lastUpdatedIso: POLICY_VERSION,
  intro: [
    `${name} is a website for children and their families. Keeping children's information safe matters to us, so we collect as little as we can. This policy explains, in plain language, what we collect, why we collect it, and the choices parents have.`,
    "The short version: no registration is needed to read the stories, play the games or print coloring pages. Without an account, game results and badges stay only in this browser on this device. There are no ads, no tracking and no analytics on the site, and we never sell anyone's information.",
  ],
  sections: [
    {
      id: 'childrens-privacy-and-coppa',
      heading: "Children's Privacy and COPPA",
      blocks: [
        {
          kind: 'paragraph',
          text: `${name} is made for children aged 5 to 15 and their families. In the United States, the Children's Online Privacy Protection Act (COPPA) sets rules for how websites handle personal information from children under 13. We have built the site to collect as little as possible, with those rules in mind.`,
        },
        {
          kind: 'paragraph',
          text: 'Children do not need an account to use the site. An account is a family account: it belongs to a parent or guardian, who creates it with their own e-mail address and confirms that they are a parent or guardian, 18 or older. We record when they confirmed it and which version of this policy they agreed to. India’s Digital Personal Data Protection Act likewise asks for a parent’s consent before a child’s information is processed.',
        },
        {
          kind: 'paragraph',
          text: 'The parent or guardian then adds each child as a player, with a fun name and an avatar. A child never types an e-mail address or a password, and we never ask a child for one.',
        },
        {
          kind: 'paragraph',
          text: "We do not knowingly collect personal information from children under 13 without a parent's consent.",
        },
        {
          kind: 'paragraph',
          text: `If you are a parent and learn that your child has given us personal information without your consent, please e-mail us at ${contactEmail}, and we will delete it.`,
        },
      ],
    },
    {
      id: 'information-we-collect',
      heading: 'Information We Collect',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You do not need to register or create an account to read the content, play the games or print coloring pages. Just open the site and start exploring.',
        },
        {
          kind: 'paragraph',
          text: 'Creating an account is optional. It is made by a parent or guardian and lets each of their children save game results and collect badges. If you create one, we store, about the parent or guardian:',
        },
        {
          kind: 'list',
          items: [
            'An e-mail address and a password. The password is stored hashed (scrambled in a way that cannot be undone), so no one, including us, can read it.',
            'When you confirmed that you are a parent or guardian, 18 or older, and the version of this policy you agreed to.',
            'The 4-digit parent PIN that guards the grown-ups’ area, stored only hashed in the same way.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'And for each child (up to six), only:',
        },
        {
          kind: 'list',
          items: [
            'A fun name that you choose. It is shown publicly on the leaderboard, so it must not be a real name, e-mail address or phone number. The form refuses fun names that contain an e-mail address or 7 or more digits.',
            'The avatar chosen from our drawings (no photos).',
            'An age band (5 to 7, 8 to 10 or 11 to 15), only if you choose to give one.',
            'Whether you hid the child from the public leaderboard.',
            'Game results: scores, moves, which games were completed, and when each game was started and finished.',
            'The badges earned, and when.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We never store an e-mail address, a password or a real name for a child.',
        },
        {
          kind: 'paragraph',
          text: 'Where this information is kept depends on how the site is set up:',
        },
        {
          kind: 'list',
          items: [
            'When the site is connected to its hosted account service, Supabase (a hosted database and sign-in provider), accounts and scores are stored there. Supabase processes this information on our behalf, only to provide that service.',
            'If no account service is connected (the "demo mode" shown on the sign-in page), accounts and scores stay only in this browser on this device, in the browser\'s local storage. They are never sent to us, and clearing the browser\'s data for this site deletes them.',
          ],
        },
        {
          kind: 'paragraph',
          text: "Continue with Google (optional): if you choose to sign in with Google, Google shares the e-mail address and basic profile of the Google account (such as the name and picture on it) with our account service, so that you can sign in. Google sign-in is for the parent or guardian, who is then asked to confirm that they are one. Only the children's fun names and avatars are shown on the leaderboard. Google's own privacy policy applies to the Google account.",
        },
      ],
    },
    {
      id: 'information-we-do-not-collect',
      heading: 'Information We Do Not Collect',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We keep things simple. We do not ask for:',
        },
        {
          kind: 'list',
          items: [
            'Real names (no real name is required anywhere on the site)',
            "A child's e-mail address or password",
            'Home addresses',
            'Phone numbers',
            'Photos',
            'Location',
            'Contacts or address books',
            'Payment details (nothing is sold on the site)',
            'Advertising IDs',
          ],
        },
        {
          kind: 'paragraph',
          text: 'There is no advertising on the site. We use no ad trackers, no third-party analytics and no social-media tracking pixels. Even our fonts are served by the site itself, not by an outside font service.',
        },
      ],
    },
    {
      id: 'log-data-analytics-and-cookies',
      heading: 'Log Data, Analytics and Cookies',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Some information is collected automatically ("passive data") whenever any website is visited. Here is what that means on this site.',
        },
        {
          kind: 'paragraph',
          text: 'Log data: like every website, the web host that serves our pages may keep standard server logs. These include the IP address, browser type, pages requested and the time of each visit. They are kept for security and to keep the site running. We do not use them to identify children.',
        },
        {
          kind: 'paragraph',
          text: 'Analytics: none. We do not use Google Analytics or any other analytics or tracking tool.',
        },
        {
          kind: 'paragraph',
          text: "Cookies and local storage: the site sets no advertising or tracking cookies. It uses the browser's local storage only for things that make the site work:",
        },
        {
          kind: 'list',
          items: [
            'Keeping you signed in, if you have an account',
            'Which of your children is playing on this device',
            'Accounts and scores in demo mode (see "Information We Collect")',
            'Game results and badges of someone playing without an account (a guest), on this device only, so that badges survive a reload',
            'Games a signed-in child played while offline, until they are sent to your account (kept at most 8 days)',
            'A coloring picture you are still working on',
            'Small preferences, such as which version of a story you chose',
          ],
        },
        {
          kind: 'paragraph',
          text: 'None of this is used for tracking, and none of it is shared.',
        },
      ],
    },
    {
      id: 'embedded-videos',
      heading: 'Embedded Videos',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Our story page has a place for two YouTube videos. What it does depends on whether we have set up a video, one we have checked, for that place:',
        },
        {
          kind: 'list',
          items: [
            'Until a video is set up, the page shows only its title and description, with "Ask a grown-up to find this video". There is no link to YouTube, and nothing is loaded from YouTube.',
            "Once a video is set up, the page shows a play button drawn by the site. Nothing is loaded from YouTube until someone presses it. The press loads the video from YouTube's privacy-enhanced mode (youtube-nocookie.com); after that, YouTube (which is owned by Google) may collect information, such as the IP address and what is watched, under its own privacy policy. We do not control what YouTube collects.",
          ],
        },
        {
          kind: 'paragraph',
          text: 'If you prefer, press play together with your child.',
        },
      ],
    },
    {
      id: 'how-we-use-information',
      heading: 'How We Use Information',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We use the information described above only to:',
        },
        {
          kind: 'list',
          items: [
            'Run the site and keep it secure',
            'Save game scores',
            'Award badges',
            "Show the leaderboard, which shows only each child's fun name, avatar, number of badges and points (a child you hid is not shown)",
            "Show you, in the grown-ups' area, each of your children's badges, points and recent activity",
            'Answer messages you send us',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We never use information to advertise to children. We never sell it, and we never rent it to anyone.',
        },
      ],
    },
    {
      id: 'how-we-share-information',
      heading: 'How We Share Information',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We do not sell information, and we do not share it with anyone for marketing. We share information only:',
        },
        {
          kind: 'list',
          items: [
            'With the service providers that run the site for us (our web host and our account service, Supabase), and only so that they can provide the site',
            'When the law requires us to',
          ],
        },
        {
          kind: 'paragraph',
          text: "Please remember that each child's fun name, avatar, badge count and points are shown publicly on the leaderboard, unless you hide the child in the grown-ups' area.",
        },
      ],
    },
    {
      id: 'how-long-we-keep-information',
      heading: 'How Long We Keep Information',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We keep information only as long as the site needs it. It is deleted by itself: every night on our account service, and each time the site starts in demo mode.',
        },
        {
          kind: 'list',
          items: [
            'Game sessions (the note that a game was started, used to check its result): one day. A quiz round set aside for playing offline is kept until it is played, at most 8 days.',
            "Quiz answers (which question, and whether it was right): 12 weeks. The grown-ups' area shows what was learnt over the last 8 weeks, and missed questions come back for practice within weeks.",
            'The note of a game played offline and sent to your account, kept so that it is not counted twice: 8 days.',
            'Wrong parent PINs (how many, and any lock): forgotten 30 days after the last wrong PIN or lock, or at once when the right PIN is typed.',
            "Each child's points, badges and game results: as long as the child's player exists. Deleting the player or the account deletes them at once.",
            'Your account (your e-mail address and sign-in): until you delete it.',
          ],
        },
      ],
    },
    {
      id: 'parents-rights',
      heading: "Parents' Rights",
      blocks: [
        {
          kind: 'paragraph',
          text: "If you are a parent or guardian, you can at any time, yourself, in the grown-ups' area of the site (behind your parent PIN):",
        },
        {
          kind: 'list',
          items: [
            "Review each child's fun name, avatar, age band, badges, points and game activity",
            'Change a fun name, avatar or age band, or hide a child from the leaderboard',
            "Download all of your family's data as one JSON file",
            "Delete a child's player: their results, badges and place on the leaderboard are deleted with it",
            'Delete the whole account: your sign-in, every child’s player and all of their results, at once',
          ],
        },
        {
          kind: 'paragraph',
          text: 'You can also ask us to review, correct or delete your child’s information, or refuse further collection.',
        },
        {
          kind: 'paragraph',
          text: `To do any of these, e-mail us at ${contactEmail}. We will reply within a reasonable time, and in any case within 30 days. To protect your child, we may need to check that the request really comes from their parent or guardian before we act on it.`,
        },
        {
          kind: 'paragraph',
          text: "If the account was made in demo mode (stored only on this device), the grown-ups' area deletes it in the same way, or you can clear this site's data in your browser's settings. This removes the accounts and scores stored in that browser.",
        },
      ],
    },
    {
      id: 'links-to-other-sites',
      heading: 'Links to Other Sites',
      blocks: [
        {
          kind: 'paragraph',
          text: "Our site links to a few other websites, for example YouTube. When you follow a link and leave our site, that site's own privacy policy applies. We are not responsible for how other sites handle information, so please check their policies.",
        },
      ],
    },
    {
      id: 'changes-to-this-policy',
      heading: 'Changes to This Policy',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We may update this policy from time to time. When we do, we will change the "Last Updated" date at the top and describe any important changes on this page.',
        },
        {
          kind: 'paragraph',
          text: "If a change affects how we collect or use children's information, we will ask for a parent's consent where the law requires it.",
        },
      ],
    },
    {
      id: 'contact-us',
      heading: 'Contact Us',
      blocks: [
        {
          kind: 'paragraph',
          text: "Questions about this policy, or a request about your child's information? We are happy to help:",
        },
        { kind: 'contact' },
      ],
    },
  ],
}
