export type PrivacySection = { id: string; heading: string; paragraphs?: string[]; points?: string[] };

export const PRIVACY_UPDATED = '7 December 2026';

/** Rally's privacy policy, in plain English. Have it reviewed before any change of what we collect. */
export const privacySections: PrivacySection[] = [
  {
    id: 'who-we-are',
    heading: 'Who we are',
    paragraphs: [
      'Rally runs the Rally tennis club platform: this website, the Rally apps and the club dashboard. This policy explains what personal information we hold, why we hold it, who we share it with and what you can ask us to do with it.',
      'When a club uses Rally to keep its member records, the club decides what it collects about its members and why; we hold that information on the club’s behalf and use it only to run Rally for them. For your own Rally account, we are responsible for your information.',
    ],
  },
  {
    id: 'what-we-hold',
    heading: 'What we hold',
    points: [
      'Your account: your name, email address and password. We store the password only in a scrambled (hashed) form that nobody can read back.',
      'Your contact details: email addresses and phone numbers you add, and whether each email has been verified.',
      'Your tennis details, if you or your club add them: date of birth, gender, playing level, the clubs you follow and the clubs you help run.',
      'Club records: your membership type, expiry date and groups at each club you belong to.',
      'What you do on Rally: court bookings, clinic sign-ups, hit requests, matches and results, and purchases at a club.',
      'Payment details: a reference to your customer record at Stripe and the last four digits and expiry date of a saved card. We never receive or store full card numbers.',
      'Messages you send us through the contact form: your name, email address and what you wrote.',
      'Technical information: a sign-in cookie, and server logs with your IP address and the pages and calls your browser made, kept for security.',
    ],
  },
  {
    id: 'why',
    heading: 'Why we use it',
    points: [
      'To run Rally: sign you in, show you your clubs, take your bookings and sign-ups, and match you with hits.',
      'To let your clubs run their memberships, courts, clinics, competitions and store.',
      'To take payments for your clubs through Stripe, and to handle refunds.',
      'To send the emails the service needs: verifying your email address, resetting your password, confirmations, and messages and newsletters from your clubs.',
      'To keep Rally secure: spotting and blocking repeated failed log-ins and other misuse.',
      'To answer you when you contact us.',
    ],
    paragraphs: [
      'We do not sell your information, we do not show advertising, and we do not use your information to profile you for anyone else.',
    ],
  },
  {
    id: 'payments',
    heading: 'Payments by Stripe',
    paragraphs: [
      'Card payments on Rally are handled by Stripe. When you pay or save a card, your card details go directly to Stripe, not to us. Each club receives its money through its own Stripe account, so the club and Stripe also keep records of your payments. Stripe’s privacy policy is at stripe.com/privacy.',
    ],
  },
  {
    id: 'email',
    heading: 'Email',
    paragraphs: [
      'We send email through an email delivery service. Account emails (verification, password resets, receipts) are part of the service and can’t be switched off while you have an account. Messages and newsletters from a club are sent on the club’s behalf to its members and groups: to stop them, ask the club, or leave the club on Rally.',
    ],
  },
  {
    id: 'cookies',
    heading: 'Cookies and storage in your browser',
    paragraphs: [
      'We use one cookie, which keeps you signed in for up to 7 days. We also keep a few things in your browser’s storage so pages load quickly, such as your player details, lists of countries and surfaces, and your club store cart. Logging out clears your sign-in cookie and player details. We use no advertising or tracking cookies.',
    ],
  },
  {
    id: 'sharing',
    heading: 'Who we share it with',
    points: [
      'Your clubs: a club you join sees your membership details and what you do at that club (bookings, sign-ups, purchases). Players at a club may see your name on hit requests, clinics and competition draws.',
      'Stripe, to take payments.',
      'The companies that host Rally and deliver our email, only so they can do that work for us.',
      'Anyone the law requires us to share it with, such as a court or regulator.',
    ],
  },
  {
    id: 'retention',
    heading: 'How long we keep it',
    points: [
      'Your account and tennis details: while you have an account. You can delete your account yourself on your Me page; it happens at once.',
      'Payment and transaction records: for as long as tax and accounting law requires, usually up to seven years.',
      'Messages to us through the contact form: two years.',
      'Server logs: 30 days.',
      'Club member records: as long as the club keeps them, and no longer than its subscription plus 90 days.',
    ],
  },
  {
    id: 'deleting',
    heading: 'When you delete your account',
    points: [
      'Erased at once: your name, email addresses, phone, photo, gender, date of birth, NTRP level, the clubs you follow, your sign-in and every device signed in. Your email address is free to use again.',
      'Kept, with your name replaced by “Deleted player”: payments, refunds and receipts, because tax and accounting law requires clubs to keep them (usually up to seven years); and bookings, clinic places, matches and results, because they are other players’ and your clubs’ history too. Nothing in them points back to you any more.',
      'Told: each club whose member register lists you gets an email saying you have deleted your Rally account. Their member record is the club’s own: ask the club if you want it removed too.',
      'Before you delete it you can download everything we hold about you on your Me page (“Download my data”): one file per kind of record, in a ZIP.',
    ],
  },
  {
    id: 'security',
    heading: 'Keeping it safe',
    paragraphs: [
      'Rally is served only over encrypted connections. Passwords are hashed, access inside a club is limited by role, and a club’s information is never shown to another club. If something ever goes wrong, we will tell the people affected and the regulator as the law requires.',
    ],
  },
  {
    id: 'rights',
    heading: 'Your rights',
    points: [
      'See the information we hold about you, and get a copy of it: “Download my data” on your Me page.',
      'Correct anything that is wrong — most of it you can change yourself on your Me page.',
      'Delete your account and information: “Delete my account” on your Me page.',
      'Object to how we use your information, or ask us to limit it.',
      'Complain to your privacy regulator (in Australia, the Office of the Australian Information Commissioner) if you are not happy with our answer.',
    ],
    paragraphs: [
      'For information a club holds about you as a member, ask the club first; we will help them answer you.',
    ],
  },
  {
    id: 'children',
    heading: 'Junior players',
    paragraphs: [
      'Many clubs have junior members. A junior’s details are usually added by their club or by a parent or guardian, who can ask us to see, correct or delete them.',
    ],
  },
  {
    id: 'changes',
    heading: 'Changes to this policy',
    paragraphs: [
      'If we change what we collect or how we use it, we will update this page and its date, and tell account holders by email before a significant change takes effect.',
    ],
  },
];
