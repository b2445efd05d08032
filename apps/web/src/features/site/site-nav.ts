import {
  IconBallTennis,
  IconBuildingStore,
  IconCalendarEvent,
  IconCircles,
  IconCreditCard,
  IconMessages,
  IconNotebook,
  IconSchool,
  IconTrophy,
  IconUserCircle,
  type Icon,
} from '@tabler/icons-react';

/** The feature marketing pages, by path without the leading slash (spec 1 §2). */
export type FeatureSlug =
  | 'tennis_court_bookings'
  | 'tennis_club_member_fee_collection'
  | 'tennis_club_member_communications'
  | 'tennis_club_point_of_sale'
  | 'tennis_clinics'
  | 'tennis_league_management'
  | 'tennis_find_a_hit_matcha'
  | 'tennis_circle'
  | 'tennis_player_profile'
  | 'tennis_match_diary';

export type CaseStudySlug = 'case-studies_clubs' | 'case-studies_competitions' | 'sw-club-promotion';

export type FeatureLink = {
  slug: FeatureSlug;
  label: string;
  summary: string;
  icon: Icon;
  audience: 'club' | 'player';
};

/**
 * The short names of the features, shared by the header menu, the footer and the home page;
 * the long copy of each page is in feature-content.ts so the layout stays small.
 */
export const featureLinks: FeatureLink[] = [
  {
    slug: 'tennis_court_bookings',
    label: 'Court bookings',
    summary: 'Members book and pay for courts from their phone; you see the whole day at a glance.',
    icon: IconCalendarEvent,
    audience: 'club',
  },
  {
    slug: 'tennis_club_member_fee_collection',
    label: 'Membership fees',
    summary: 'Membership types, card payments and renewals, without the spreadsheet.',
    icon: IconCreditCard,
    audience: 'club',
  },
  {
    slug: 'tennis_club_member_communications',
    label: 'Member communications',
    summary: 'Message groups of members and publish a club newsletter.',
    icon: IconMessages,
    audience: 'club',
  },
  {
    slug: 'tennis_clinics',
    label: 'Clinics and coaching',
    summary: 'Squads, camps and cardio tennis with online sign-up and payment.',
    icon: IconSchool,
    audience: 'club',
  },
  {
    slug: 'tennis_league_management',
    label: 'Leagues and tournaments',
    summary: 'Round robins and knockouts, drawn and published for players.',
    icon: IconTrophy,
    audience: 'club',
  },
  {
    slug: 'tennis_club_point_of_sale',
    label: 'Point of sale',
    summary: 'Sell balls, drinks and restrings at the desk and charge to a card.',
    icon: IconBuildingStore,
    audience: 'club',
  },
  {
    slug: 'tennis_find_a_hit_matcha',
    label: 'Find a hit (Matcha)',
    summary: 'Post when you want to play and let players at your level answer.',
    icon: IconBallTennis,
    audience: 'player',
  },
  {
    slug: 'tennis_circle',
    label: 'Tennis circle',
    summary: 'Your clubs and your regular partners, together in one place.',
    icon: IconCircles,
    audience: 'player',
  },
  {
    slug: 'tennis_player_profile',
    label: 'Player profile',
    summary: 'One profile for every club you join: details, level and saved card.',
    icon: IconUserCircle,
    audience: 'player',
  },
  {
    slug: 'tennis_match_diary',
    label: 'Match diary',
    summary: 'Every match you play, remembered, with results you approve.',
    icon: IconNotebook,
    audience: 'player',
  },
];

export const caseStudyLinks: { slug: CaseStudySlug; label: string; summary: string }[] = [
  {
    slug: 'case-studies_clubs',
    label: 'A volunteer-run club',
    summary: 'How a six-court community club moves bookings, fees and messages onto Rally in a month.',
  },
  {
    slug: 'case-studies_competitions',
    label: 'An inter-club league',
    summary: 'How an organiser runs a midweek league across several clubs, from entries to finals.',
  },
  {
    slug: 'sw-club-promotion',
    label: 'Promote your club',
    summary: 'How Rally helps new players find your club, try a hit and join a clinic.',
  },
];

export const featureLabel = (slug: FeatureSlug) => featureLinks.find((f) => f.slug === slug)?.label ?? slug;

/** The path of the current page without slashes: '/tennis_clinics/' → 'tennis_clinics'. */
export const slugOf = (pathname: string) => pathname.replace(/^\/+|\/+$/g, '');
