import {
  IconBallTennis,
  IconBuildingCommunity,
  IconBuildingStore,
  IconCalendarEvent,
  IconChartBar,
  IconCreditCard,
  IconMail,
  IconMessages,
  IconNews,
  IconSchool,
  IconScoreboard,
  IconSettings,
  IconTrophy,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';

/** The sidebar icon names of spec 1 §2. */
export type SidebarIconName =
  | 'bookings'
  | 'clinics'
  | 'clubs'
  | 'comps'
  | 'insights'
  | 'matcha'
  | 'matches'
  | 'members'
  | 'messages'
  | 'news'
  | 'newsletters'
  | 'payments'
  | 'settings'
  | 'store';

/** One Tabler icon per sidebar item: `const Icon = sidebarIcons.members; <Icon size={20} />`. */
export const sidebarIcons: Record<SidebarIconName, Icon> = {
  bookings: IconCalendarEvent,
  clinics: IconSchool,
  clubs: IconBuildingCommunity,
  comps: IconTrophy,
  insights: IconChartBar,
  matcha: IconBallTennis, // hit requests: find someone to hit with
  matches: IconScoreboard,
  members: IconUsers,
  messages: IconMessages,
  news: IconNews,
  newsletters: IconMail,
  payments: IconCreditCard,
  settings: IconSettings,
  store: IconBuildingStore,
};
