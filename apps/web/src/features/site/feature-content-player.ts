import {
  IconBallTennis,
  IconBuildingCommunity,
  IconChartDots,
  IconChartLine,
  IconCheck,
  IconCreditCard,
  IconEye,
  IconHeart,
  IconId,
  IconLock,
  IconNews,
  IconNotebook,
  IconScale,
  IconSend,
  IconShieldCheck,
  IconTrophy,
  IconUsers,
} from '@tabler/icons-react';
import type { FeatureContent } from './feature-content';

type PlayerSlug = 'tennis_find_a_hit_matcha' | 'tennis_circle' | 'tennis_player_profile' | 'tennis_match_diary';

/** The feature pages for players. */
export const playerFeatureContent: Record<PlayerSlug, FeatureContent> = {
  tennis_find_a_hit_matcha: {
    eyebrow: 'Find a hit (Matcha)',
    headline: 'Find someone to hit with, tonight',
    intro:
      'Matcha is Rally’s find-a-hit. Post when and where you want to play and how many players you need; players at your level answer. Your club decides who can join in.',
    benefits: [
      {
        icon: IconBallTennis,
        title: 'Post a hit in seconds',
        text: 'Pick a time, a club and how many players you need, for singles or doubles.',
      },
      {
        icon: IconScale,
        title: 'Matched to your level',
        text: 'Matcha levels keep hits even, so a beginner isn’t paired with the club champion by accident.',
      },
      {
        icon: IconLock,
        title: 'Public or private',
        text: 'Send a request to everyone at your club, or only to the players you choose.',
      },
      {
        icon: IconCheck,
        title: 'Know when it’s on',
        text: 'A request shows how many players are still needed and turns to Confirmed when the hit is full.',
      },
      {
        icon: IconEye,
        title: 'For clubs: see who is playing',
        text: 'Club staff see their club’s hit requests and can keep Matcha for members or open it to visitors.',
      },
    ],
    steps: [
      { title: 'Post a request', text: 'When, where, singles or doubles, and how many players you need.' },
      { title: 'Players answer', text: 'Players at your level see it and accept.' },
      { title: 'It’s confirmed', text: 'Once nobody else is needed, everyone sees the hit is on.' },
      { title: 'Play and record it', text: 'Add the result to your match diary afterwards, if you like.' },
    ],
    cta: {
      title: 'Never miss a hit for want of a partner',
      text: 'Sign up, follow your club and post your first request.',
    },
    related: ['tennis_circle', 'tennis_match_diary', 'tennis_player_profile'],
  },

  tennis_circle: {
    eyebrow: 'Tennis circle',
    headline: 'Your tennis circle, in one place',
    intro:
      'The clubs you belong to and the people you play with, together. Follow your clubs, keep up with their news, and ask your regular partners first when you want a game.',
    benefits: [
      {
        icon: IconHeart,
        title: 'Follow your clubs',
        text: 'Your home club, the one near work, the one you visit on holiday: follow them all from one account.',
      },
      {
        icon: IconNews,
        title: 'News from your clubs',
        text: 'Club news and newsletters in your Rally feed, not lost at the bottom of an inbox.',
      },
      {
        icon: IconUsers,
        title: 'Your regular partners',
        text: 'The players you hit with most are the first you think of — and the first you can ask.',
      },
      {
        icon: IconSend,
        title: 'Private hit requests',
        text: 'When you want a familiar game, send a hit request only to the players you choose.',
      },
    ],
    steps: [
      { title: 'Find your clubs', text: 'Search for them by name on Rally and follow them.' },
      {
        title: 'Play with people',
        text: 'Hits, clinics and league matches bring you together with players at your clubs.',
      },
      { title: 'Ask them first', text: 'Send your next hit request privately to the players you already know.' },
    ],
    cta: { title: 'Bring your tennis together', text: 'Create your free player account and follow your first club.' },
    related: ['tennis_find_a_hit_matcha', 'tennis_player_profile', 'tennis_match_diary'],
  },

  tennis_player_profile: {
    eyebrow: 'Player profile',
    headline: 'One profile, every club',
    intro:
      'Your Rally profile goes with you: your name, contact details, level and clubs, shared with the clubs you join — so you never fill in another membership form from scratch.',
    benefits: [
      {
        icon: IconId,
        title: 'Sign up once',
        text: 'One account for booking courts, joining clinics and finding hits at every Rally club.',
      },
      {
        icon: IconChartLine,
        title: 'Your level, in one place',
        text: 'Your rating and Matcha level help match you with the right hits and clinics.',
      },
      {
        icon: IconShieldCheck,
        title: 'Your details, kept current',
        text: 'Change your email or phone once and every club you belong to sees the new one. Verified emails only.',
      },
      {
        icon: IconCreditCard,
        title: 'A saved card, kept safe',
        text: 'Save a card with Stripe once and use it for bookings, fees and clinics. We never see the full number.',
      },
      {
        icon: IconBuildingCommunity,
        title: 'Help run your club',
        text: 'On the committee or coaching? Apply for club access from your account and your club approves it.',
      },
    ],
    steps: [
      { title: 'Create your account', text: 'Your name, email and a password. We send a link to verify your email.' },
      { title: 'Fill in your tennis', text: 'Add your level and follow the clubs you play at.' },
      { title: 'Play', text: 'Book, sign up and find hits without typing your details again.' },
    ],
    cta: { title: 'Make your Rally profile', text: 'It takes a minute, and every club you join will thank you.' },
    related: ['tennis_circle', 'tennis_find_a_hit_matcha', 'tennis_match_diary'],
  },

  tennis_match_diary: {
    eyebrow: 'Match diary',
    headline: 'Every match you play, remembered',
    intro:
      'Your match diary keeps your results together — league fixtures, tournament matches and social hits — and you approve what goes on your record.',
    benefits: [
      {
        icon: IconNotebook,
        title: 'All your results together',
        text: 'Who you played, where, when and the score, in one list you can page back through.',
      },
      {
        icon: IconCheck,
        title: 'You approve your entries',
        text: 'Each player approves their own entry in a match. Delete anything that isn’t right.',
      },
      {
        icon: IconTrophy,
        title: 'Competitions included',
        text: 'Matches from leagues and tournaments run on Rally sit alongside your social games.',
      },
      {
        icon: IconChartDots,
        title: 'Look back over the season',
        text: 'See your form, your regular opponents and how far you have come.',
      },
    ],
    steps: [
      { title: 'Play a match', text: 'A league fixture, a tournament round or a hit with a friend.' },
      { title: 'Check the entry', text: 'It appears in your diary; approve it or delete it.' },
      { title: 'Keep going', text: 'Your diary builds up match by match, season by season.' },
    ],
    cta: { title: 'Start your match diary', text: 'Sign up and your next match is the first entry.' },
    related: ['tennis_league_management', 'tennis_find_a_hit_matcha', 'tennis_player_profile'],
  },
};
