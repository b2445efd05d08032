import type { CaseStudySlug, FeatureSlug } from './site-nav';

export type CaseStudy = {
  eyebrow: string;
  headline: string;
  intro: string;
  /** The club or competition in a few facts, shown beside the story. */
  facts: { label: string; value: string }[];
  sections: { heading: string; paragraphs?: string[]; points?: string[] }[];
  features: FeatureSlug[];
  cta: { title: string; text: string };
};

/**
 * The case studies. They describe the set-ups we see most often rather than one named club:
 * replace them with a customer's own story (and their permission) when we have one.
 */
export const caseStudyContent: Record<CaseStudySlug, CaseStudy> = {
  'case-studies_clubs': {
    eyebrow: 'Case study · Clubs',
    headline: 'How a volunteer-run club moves onto Rally in a month',
    intro:
      'Most clubs that come to Rally look alike: six to ten courts, a few hundred members, a committee of volunteers and a head coach. This is how that kind of club gets from spreadsheets and honesty boxes to one system.',
    facts: [
      { label: 'Courts', value: '6 hard courts, 2 with lights' },
      { label: 'Members', value: 'About 300, juniors to veterans' },
      { label: 'Run by', value: 'A volunteer committee and a head coach' },
      { label: 'Uses', value: 'Bookings, fees, clinics, messages' },
    ],
    sections: [
      {
        heading: 'Where they start',
        paragraphs: [
          'Court bookings live on a paper sheet by the gate or in a shared calendar. Fees arrive by bank transfer with references nobody can match. The newsletter goes out from the secretary’s own email account, and the coach keeps the junior squads in a spreadsheet of their own.',
          'Nothing is broken, exactly. It just depends on three or four people giving up their evenings.',
        ],
      },
      {
        heading: 'The first month',
        points: [
          'Week 1: the club signs up, adds its courts, opening hours and booking rates, and invites the committee with the access each of them needs.',
          'Week 2: the membership secretary imports the member list from a spreadsheet and sets up membership types and groups.',
          'Week 3: the club connects its Stripe account, and members start booking and paying for courts from their phones.',
          'Week 4: the coach puts next term’s squads on Rally as clinics, and the first newsletter goes out to the whole club.',
        ],
      },
      {
        heading: 'What changes',
        paragraphs: [
          'Members can see which courts are free and book them without ringing anyone. Renewals are paid by card into the club’s account, and the treasurer sees every payment in one list. The coach knows who is coming to each session. The secretary sends messages to the right group instead of everyone.',
          'The committee still runs the club. They just spend their evenings on tennis instead of admin.',
        ],
      },
    ],
    features: [
      'tennis_court_bookings',
      'tennis_club_member_fee_collection',
      'tennis_clinics',
      'tennis_club_member_communications',
    ],
    cta: {
      title: 'Plan your club’s first month',
      text: 'Tell us about your club and we will help you set up courts, rates and members.',
    },
  },

  'case-studies_competitions': {
    eyebrow: 'Case study · Competitions',
    headline: 'Running an inter-club league without the spreadsheet',
    intro:
      'A midweek doubles league across several clubs is a lot of moving parts: teams, venues, fixtures, results and a finals night. This is how an organiser runs one on Rally.',
    facts: [
      { label: 'Format', value: 'Round robin, then a knockout for the top four' },
      { label: 'Entries', value: 'Teams from several neighbouring clubs' },
      { label: 'Run by', value: 'One volunteer organiser' },
      { label: 'Uses', value: 'League management, match diary, messages' },
    ],
    sections: [
      {
        heading: 'Before the season',
        paragraphs: [
          'The organiser creates the competition with its dates, playing format and rules, then adds the clubs, their teams and their players in one place, so nobody has to retype a list from an email.',
        ],
      },
      {
        heading: 'During the season',
        points: [
          'Rally draws the round robin; the organiser checks it and moves a fixture by hand where a club has a clash.',
          'The draw is published, and every player sees their matches in Rally.',
          'Results go into each player’s match diary, where they approve their own entry.',
          'When the round robin ends, the organiser creates the knockout round for the top teams.',
        ],
      },
      {
        heading: 'What changes',
        paragraphs: [
          'There is one draw, in one place, that everybody can see. The organiser answers fewer “who are we playing?” messages, and players finish the season with a record of every match they played.',
        ],
      },
    ],
    features: ['tennis_league_management', 'tennis_match_diary', 'tennis_club_member_communications'],
    cta: {
      title: 'Run your next league on Rally',
      text: 'Tell us about your competition and we will help you set up the first season.',
    },
  },

  'sw-club-promotion': {
    eyebrow: 'Club promotion',
    headline: 'Help new players find your club',
    intro:
      'Every club wants more players on court. Rally puts your club where players are already looking, and gives a newcomer easy first steps — a hit, a clinic, a court — before they ever fill in a membership form.',
    facts: [
      { label: 'Good for', value: 'Clubs growing their membership' },
      { label: 'Run by', value: 'Whoever looks after membership' },
      { label: 'Uses', value: 'Club search, Matcha, clinics, newsletters' },
    ],
    sections: [
      {
        heading: 'Be found',
        paragraphs: [
          'Players search for clubs by name on Rally and follow the ones they like. Keep your club’s details, facilities and opening hours up to date, and a player who is new in town can find you in seconds.',
        ],
      },
      {
        heading: 'Give newcomers a way in',
        points: [
          'Open some clinics to visitors, with a visitor price, so a new player can try a session before joining.',
          'Let visitors take part in Matcha hit requests, so they meet your members on court.',
          'Offer visitor booking rates on quieter courts and times.',
          'Publish a newsletter about open days and new programs, and share it wherever your club posts news.',
        ],
      },
      {
        heading: 'Turn visitors into members',
        paragraphs: [
          'A visitor who has hit with your members and been to a clinic already knows your club. When they are ready, joining is one more step with the profile they already have.',
        ],
      },
    ],
    features: [
      'tennis_find_a_hit_matcha',
      'tennis_clinics',
      'tennis_club_member_communications',
      'tennis_court_bookings',
    ],
    cta: {
      title: 'Put your club on Rally',
      text: 'Sign up, find your club or ask us to add it, and start welcoming new players.',
    },
  },
};

export const isCaseStudySlug = (slug: string): slug is CaseStudySlug => slug in caseStudyContent;
