export type FaqItem = { id: string; question: string; answer: string[]; link?: { to: string; label: string } };
export type FaqGroup = { title: string; items: FaqItem[] };

/** The questions club managers and players ask us most, grouped for the FAQ page. */
export const faqGroups: FaqGroup[] = [
  {
    title: 'Choosing Rally',
    items: [
      {
        id: 'what-is-rally',
        question: 'What is Rally?',
        answer: [
          'Rally is the tennis club platform. Clubs use it to take court bookings, collect membership fees, run clinics and competitions, sell at the desk and keep members informed. Players use it to book, sign up, find a hit and keep a diary of their matches.',
        ],
      },
      {
        id: 'who-for',
        question: 'Is Rally only for tennis?',
        answer: [
          'Rally is built for tennis first: courts with surfaces and lights, hit partners at your level, clinics, leagues and match results. If your club also has other racquet sports on its courts, you can still take bookings for them.',
        ],
      },
      {
        id: 'cost',
        question: 'How much does Rally cost?',
        answer: [
          'Clubs choose a package of the features they need and pay monthly or yearly. Players don’t pay anything to use Rally; they only pay their club for bookings, fees, clinics and purchases.',
          'Every package and feature, with its yearly and monthly price, is on our pricing page.',
        ],
        link: { to: '/pricing', label: 'See the prices' },
      },
      {
        id: 'every-feature',
        question: 'Do we have to use every feature?',
        answer: [
          'No. Start with what hurts most — usually court bookings or membership fees — and switch on more when you are ready. Features you haven’t chosen simply stay out of the way.',
        ],
      },
      {
        id: 'switching',
        question: 'We already use another system. How hard is it to move?',
        answer: [
          'Most clubs move in a few weeks. Export your members from your current system as a spreadsheet and import them into Rally in one go; if a row has a problem, Rally tells you which one. Then add your courts, rates and membership types, and invite your members.',
          'We are happy to look at your export with you before you start.',
        ],
      },
    ],
  },
  {
    title: 'Payments',
    items: [
      {
        id: 'how-paid',
        question: 'How do members pay, and where does the money go?',
        answer: [
          'Members pay by card through Stripe, online or in the app. The club connects its own Stripe account, so payments go straight to the club. Rally never holds your money, and card numbers never touch our servers.',
        ],
      },
      {
        id: 'refunds',
        question: 'Can we give refunds?',
        answer: [
          'Yes. Anyone with payments access can refund a booking, a fee or a sale from the payments list, where successful, failed and refunded payments are kept separately.',
        ],
      },
      {
        id: 'currency',
        question: 'Which currency does Rally use?',
        answer: [
          'Your club’s own. You set the currency in your club settings, and every price, payment and report uses it.',
        ],
      },
    ],
  },
  {
    title: 'Running the club',
    items: [
      {
        id: 'roles',
        question: 'Can several people run our club on Rally?',
        answer: [
          'Yes, and each gets the access their job needs. Your club’s lead has full access. Others can have membership fees, court bookings, Matcha, communications or point of sale — so the treasurer sees payments, the captain sends messages and the volunteer on the desk uses the till, and nobody sees more than they need.',
        ],
      },
      {
        id: 'coaches',
        question: 'How do coaches use Rally?',
        answer: [
          'Coaches of your club can book courts for their lessons and squads. Clinics let them run programs with online sign-up and payment, and insights show how coaching uses your courts.',
        ],
      },
      {
        id: 'matcha',
        question: 'What is Matcha?',
        answer: [
          'Matcha is Rally’s find-a-hit. A player posts when and where they want to play and how many players they need, and players at a similar level answer. Your club decides whether it is for members only or open to visitors.',
        ],
        link: { to: '/tennis_find_a_hit_matcha', label: 'More about Matcha' },
      },
      {
        id: 'app',
        question: 'Is there a mobile app?',
        answer: [
          'Yes: Rally installs from your browser as an app on your home screen, with its own icon and window, and no app store download. My bookings, your clinics and your fixtures stay readable without a connection, as last seen.',
          'On iPhone and iPad: open Rally in Safari, tap Share, then Add to Home Screen.',
          'On Android, and on a computer with Chrome or Edge: open Rally, then choose Install in the address bar or the browser’s menu (or the Install Rally button below, when your browser offers it).',
        ],
      },
    ],
  },
  {
    title: 'Players and accounts',
    items: [
      {
        id: 'follow-club',
        question: 'How do I follow my club?',
        answer: [
          'Search for your club by name on our home page, then sign up or log in and follow it from your clubs page. If your club isn’t on Rally yet, let them know — or tell us and we will get in touch.',
        ],
        link: { to: '/#clubs', label: 'Find your club' },
      },
      {
        id: 'verify-email',
        question: 'I didn’t get my verification email.',
        answer: [
          'Check your spam or junk folder first; the email comes from Rally. The link works for 7 days. If it has expired, log in and ask for a new one from your account.',
        ],
      },
      {
        id: 'forgot-password',
        question: 'I forgot my password.',
        answer: ['Ask for a reset link with your email address. The link works once, for one hour.'],
        link: { to: '/forgot-password', label: 'Reset your password' },
      },
      {
        id: 'data',
        question: 'Who owns our club’s data?',
        answer: [
          'Your club does. We keep it safe, use it only to run Rally for you, and never sell it. Our privacy policy explains what we hold and why, in plain English.',
        ],
        link: { to: '/privacy', label: 'Read the privacy policy' },
      },
      {
        id: 'help',
        question: 'How do we get help?',
        answer: [
          'Send us a message through the contact form. A real person on the Rally team reads every one and replies by email.',
        ],
        link: { to: '/feedback', label: 'Contact us' },
      },
    ],
  },
];
