import {
  IconBuildingStore,
  IconBulb,
  IconCalendarDue,
  IconCalendarPlus,
  IconChartBar,
  IconCoin,
  IconCopy,
  IconCreditCard,
  IconId,
  IconLayoutGrid,
  IconListCheck,
  IconLock,
  IconMail,
  IconNews,
  IconReceipt,
  IconReceiptRefund,
  IconRepeat,
  IconShieldLock,
  IconShoppingCart,
  IconSpeakerphone,
  IconTag,
  IconTournament,
  IconUpload,
  IconUser,
  IconUsers,
  IconUsersGroup,
  IconWand,
  IconWorld,
  IconAddressBook,
} from '@tabler/icons-react';
import type { FeatureContent } from './feature-content';

type ClubSlug =
  | 'tennis_court_bookings'
  | 'tennis_club_member_fee_collection'
  | 'tennis_club_member_communications'
  | 'tennis_club_point_of_sale'
  | 'tennis_clinics'
  | 'tennis_league_management';

/** The feature pages for the people who run a club. */
export const clubFeatureContent: Record<ClubSlug, FeatureContent> = {
  tennis_court_bookings: {
    eyebrow: 'Court bookings',
    headline: 'Court bookings that run themselves',
    intro:
      'Members book and pay for courts from their phone. You set the rules once — opening hours, how far ahead people can book, what each court costs at each time of day — and Rally keeps the timesheet straight.',
    benefits: [
      {
        icon: IconLayoutGrid,
        title: 'The whole day at a glance',
        text: 'Courts across the top, time down the side, each booking coloured by type. Gaps, clinics and coaching show up in one look.',
      },
      {
        icon: IconRepeat,
        title: 'One-off or every week',
        text: 'Book a single hour or a recurring slot for a squad, a coach or a social group, and cancel one date without touching the rest.',
      },
      {
        icon: IconCoin,
        title: 'Prices that fit your club',
        text: 'Set rates by court group and time of day, with different prices for members, visitors and coaches.',
      },
      {
        icon: IconCreditCard,
        title: 'Paid before they play',
        text: 'Take card payment at booking through Stripe, or let members pay at the desk. Refund a cancelled booking from the payments list.',
      },
      {
        icon: IconBulb,
        title: 'Lights, surfaces and indoor courts',
        text: 'Group courts the way your club thinks of them — outdoor, indoor, clay — each with its own hours and booking window.',
      },
      {
        icon: IconChartBar,
        title: 'Know how your courts are used',
        text: 'Insights show bookings by court and by hour, so you can see your busy evenings and your quiet mornings.',
      },
    ],
    steps: [
      {
        title: 'Add your courts',
        text: 'Name them, note the surface and lights, and group them the way you run them.',
      },
      {
        title: 'Set hours and rates',
        text: 'Opening hours, how many days ahead each group can be booked, and the price of every slot.',
      },
      {
        title: 'Invite your members',
        text: 'They book from the Rally app or the website, and see only the courts they are allowed to book.',
      },
      {
        title: 'Watch the timesheet fill',
        text: 'Bookings and payments arrive on their own. Step in only to move, cancel or refund.',
      },
    ],
    cta: {
      title: 'See your courts on Rally',
      text: 'Set up your courts and rates in an afternoon. We are happy to help with the first one.',
    },
    related: ['tennis_clinics', 'tennis_club_member_fee_collection', 'tennis_find_a_hit_matcha'],
  },

  tennis_club_member_fee_collection: {
    eyebrow: 'Membership fees',
    headline: 'Collect membership fees without chasing',
    intro:
      'Set up your membership types once, let members pay by card, and see who is paid up and who is due — without a spreadsheet or a shoebox of receipts.',
    benefits: [
      {
        icon: IconId,
        title: 'Membership types that match yours',
        text: 'Adult, junior, family, social, off-peak: each with its own price, billed yearly or monthly.',
      },
      {
        icon: IconCreditCard,
        title: 'Paid into your own account',
        text: 'Card payments go through Stripe straight into the club’s Stripe account. Rally never holds your money.',
      },
      {
        icon: IconCalendarDue,
        title: 'Renewals that don’t slip',
        text: 'Every member shows their membership type and expiry date, so you know who to remind before the season starts.',
      },
      {
        icon: IconUpload,
        title: 'Bring your list with you',
        text: 'Import members from a spreadsheet in one go. If a row has a problem, Rally tells you which one and why.',
      },
      {
        icon: IconReceipt,
        title: 'Every payment on record',
        text: 'Successful, failed and refunded payments in one place, ready for the treasurer’s report.',
      },
    ],
    steps: [
      {
        title: 'Create membership types',
        text: 'Name each type, set its price and whether it is billed yearly or monthly.',
      },
      {
        title: 'Add your members',
        text: 'Import them from a spreadsheet or add them one at a time, with groups for juniors, teams and so on.',
      },
      { title: 'Members pay by card', text: 'Online or in the app, into the club’s Stripe account.' },
      {
        title: 'Check the payments list',
        text: 'See what came in, what failed and what was refunded, month by month.',
      },
    ],
    cta: {
      title: 'Make this the last year you chase fees',
      text: 'Set up your membership types and import your members before renewals open.',
    },
    related: ['tennis_club_member_communications', 'tennis_court_bookings', 'tennis_club_point_of_sale'],
  },

  tennis_club_member_communications: {
    eyebrow: 'Member communications',
    headline: 'Reach the right members, every time',
    intro:
      'Send a message to your juniors, your pennant teams or the whole club, and publish a newsletter people actually read — from the same place you run bookings and memberships.',
    benefits: [
      {
        icon: IconUsersGroup,
        title: 'Groups you define',
        text: 'Juniors, Tuesday social, team captains, committee: put members in groups and message a group in one go.',
      },
      {
        icon: IconMail,
        title: 'Straight to their inbox',
        text: 'Messages arrive by email under your club’s name, so members know who is writing.',
      },
      {
        icon: IconNews,
        title: 'Newsletters without the fuss',
        text: 'Write your club news, publish it, and keep past issues in one place for anyone who missed one.',
      },
      {
        icon: IconLock,
        title: 'Only the right people send',
        text: 'Give your secretary communications access without handing over the club’s money or member records.',
      },
      {
        icon: IconAddressBook,
        title: 'Contacts that stay current',
        text: 'Members keep their own email address up to date in their Rally profile, so your list doesn’t go stale.',
      },
    ],
    steps: [
      {
        title: 'Set up your groups',
        text: 'Start with the ones you already use: juniors, teams, social players, committee.',
      },
      { title: 'Write your message', text: 'Pick a group, or the whole club, and say what you need to say.' },
      { title: 'Publish the newsletter', text: 'Club news, results and dates for the diary, kept together for later.' },
    ],
    cta: {
      title: 'Stop copying email addresses into BCC',
      text: 'Bring your members and groups onto Rally and send your next club message from there.',
    },
    related: ['tennis_club_member_fee_collection', 'tennis_clinics', 'tennis_circle'],
  },

  tennis_club_point_of_sale: {
    eyebrow: 'Point of sale',
    headline: 'Sell balls, drinks and restrings at the desk',
    intro:
      'A simple club store for the desk or the bar: pick the items, apply a discount if you need to, charge the member’s card and keep every sale on record.',
    benefits: [
      {
        icon: IconBuildingStore,
        title: 'Your items, your prices',
        text: 'Set up products in categories — balls, drinks, stringing, club shirts — priced in your club’s currency.',
      },
      {
        icon: IconShoppingCart,
        title: 'A cart that keeps up',
        text: 'Add items, change quantities, apply a discount and check out in a few taps.',
      },
      {
        icon: IconUser,
        title: 'Charge it to a member',
        text: 'Attach the sale to a member and charge the card they have saved with Rally.',
      },
      {
        icon: IconReceiptRefund,
        title: 'Refunds when you need them',
        text: 'Refund a sale from the payments list. The original record stays for your books.',
      },
      {
        icon: IconShieldLock,
        title: 'Access to the till, nothing more',
        text: 'Volunteers on the desk get point-of-sale access only — not the member list or the accounts.',
      },
    ],
    steps: [
      { title: 'Add your items', text: 'Name, category and price for everything you sell.' },
      { title: 'Open the store', text: 'On the desk computer or a tablet behind the bar.' },
      { title: 'Ring up a sale', text: 'Add to the cart, pick the member, take the payment.' },
    ],
    cta: {
      title: 'Turn the honesty box into a till',
      text: 'Add your first items and take your first card payment this week.',
    },
    related: ['tennis_club_member_fee_collection', 'tennis_court_bookings', 'tennis_clinics'],
  },

  tennis_clinics: {
    eyebrow: 'Clinics and coaching',
    headline: 'Fill your clinics and coaching programs',
    intro:
      'Create a program once — a term of junior squads, a cardio tennis series, a holiday camp — and let players sign up and pay online, for the whole program or session by session.',
    benefits: [
      {
        icon: IconCalendarPlus,
        title: 'Programs made of sessions',
        text: 'Set the dates and times, and Rally creates each session and books the courts it needs.',
      },
      {
        icon: IconTag,
        title: 'Prices per membership type',
        text: 'Members pay one price, visitors another — or keep a clinic for members only.',
      },
      {
        icon: IconUsers,
        title: 'Sign-ups without the paperwork',
        text: 'Players join the whole clinic or pick sessions, and can withdraw from the ones they will miss.',
      },
      {
        icon: IconCopy,
        title: 'Run it again next term',
        text: 'Copy a clinic with a new start date instead of building it from scratch.',
      },
      {
        icon: IconSpeakerphone,
        title: 'Draft, publish, cancel',
        text: 'Keep a clinic in draft until it is ready, publish it when sign-ups open, and cancel cleanly when the weather wins.',
      },
    ],
    steps: [
      { title: 'Create the clinic', text: 'Name, description, dates, session length and who it is for.' },
      { title: 'Set the prices', text: 'A price for each membership type, and whether visitors can join.' },
      { title: 'Publish it', text: 'Players see it in Rally and sign up for the sessions they want.' },
      { title: 'Coach on court', text: 'See who is coming to each session; the courts are already booked.' },
    ],
    cta: {
      title: 'Put next term’s program on Rally',
      text: 'Create your first clinic and let sign-ups and payments look after themselves.',
    },
    related: ['tennis_court_bookings', 'tennis_club_member_communications', 'tennis_league_management'],
  },

  tennis_league_management: {
    eyebrow: 'Leagues and tournaments',
    headline: 'Leagues and tournaments, drawn and published',
    intro:
      'Run your club championships, a social round robin or an inter-club league: choose the format, add the players or teams, draw the fixtures and publish them for everyone to see.',
    benefits: [
      {
        icon: IconTournament,
        title: 'Round robin, then knockout',
        text: 'Play a round robin, or a round robin followed by a knockout for the top places.',
      },
      {
        icon: IconUsersGroup,
        title: 'Singles, doubles and teams',
        text: 'Enter players and teams from your own club or from several clubs.',
      },
      {
        icon: IconWand,
        title: 'Draw it for you, or by hand',
        text: 'Let Rally draw the fixtures, or place players yourself when seeding matters.',
      },
      {
        icon: IconListCheck,
        title: 'Rules everyone can read',
        text: 'Set the playing format and rules once; every player sees the same ones.',
      },
      {
        icon: IconWorld,
        title: 'Published where players look',
        text: 'Players see the draw in Rally the moment you publish it.',
      },
    ],
    steps: [
      { title: 'Define the competition', text: 'Name, dates, playing format and rules.' },
      {
        title: 'Add clubs, teams and players',
        text: 'Enter them yourself or bring them in from the clubs taking part.',
      },
      { title: 'Draw and check', text: 'Draw the fixtures automatically or by hand, then look them over.' },
      { title: 'Publish', text: 'Players see their matches, and you add the knockout round when the time comes.' },
    ],
    cta: {
      title: 'Run your next competition on Rally',
      text: 'From the club championships to a season-long league across several clubs.',
    },
    related: ['tennis_match_diary', 'tennis_clinics', 'tennis_player_profile'],
  },
};
