import type { MenuIcon } from '@rally/domain';
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

/**
 * One Tabler icon per sidebar item of spec 1 §2 (the names are `@rally/domain`'s `MenuIcon`),
 * for the player's menu and the club dashboard alike: `const Icon = sidebarIcons.members; <Icon size={20} />`.
 */
export const sidebarIcons: Record<MenuIcon, Icon> = {
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
