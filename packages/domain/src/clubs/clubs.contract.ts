import { z } from 'zod';
import { endpoint } from '../contract/endpoint';
import { noContent } from '../contract/no-content';
import { pageOf, pageQuerySchema } from '../contract/paging';
import { clubIdParam, recordId } from '../validation/ids';
import { clubAdminMessages, paymentAuthorizeSchema, updateClubAdminSchema } from './club-admin.schema';
import { canEnableResultSchema, clubFeatureMessages, updateClubFeatureSchema } from './club-feature.schema';
import {
  clubSettingsRefusals,
  setFacilitiesSchema,
  setOpeningHoursSchema,
  updateClubDetailsSchema,
} from './club-settings.schema';
import { clubSetupSchema } from './club-signup.schema';
import {
  clubAdminSchema,
  clubAdminSetEntrySchema,
  clubBriefSchema,
  clubDetailSchema,
  clubFeatureSchema,
} from './club.schema';

const params = z.object({ id: recordId() });
const clubListQuery = pageQuerySchema.extend({
  search: z.string().max(100, 'Please enter no more than 100 characters').optional(),
});
const clubQuery = pageQuerySchema.extend({ club: clubIdParam() });

// Signing a club up (POST /api/club/) and its package and subscription are the subscriptions
// area's endpoints.

/** Clubs: the public list and detail, the set-up checklist, the features (spec 2 §3, §7). */
export const clubsContract = {
  list: endpoint({
    method: 'GET',
    path: '/club/',
    access: 'public',
    query: clubListQuery,
    response: { 200: pageOf(clubBriefSchema) },
    summary: 'Clubs by name; search matches part of the name',
    tags: ['clubs'],
  }),
  setup: endpoint({
    method: 'GET',
    path: '/club/:id/setup/',
    access: { area: 'dashboard', club: 'params' },
    params,
    response: { 200: clubSetupSchema },
    summary: "The club's set-up checklist: hours, courts, membership types, members, payment account",
    tags: ['clubs'],
  }),
  detail: endpoint({
    method: 'GET',
    path: '/club/:id/',
    access: 'public',
    params,
    response: { 200: clubDetailSchema },
    summary: 'A club; its active administrators also get subscription and stripe_account, its AGENTs admin_set',
    tags: ['clubs'],
  }),
  features: endpoint({
    method: 'GET',
    path: '/clubfeature/',
    access: { area: 'dashboard', club: 'query' },
    query: clubQuery,
    response: { 200: pageOf(clubFeatureSchema) },
    summary: "A club's features and their params (anyone with dashboard access to the club)",
    tags: ['clubs'],
  }),
};

const adminTags = ['club administrators'];
const adminRecord = <A extends 'admins' | 'subscription'>(area: A) =>
  ({ area, club: 'record', table: 'club_admins', notFound: clubAdminMessages.notFound }) as const;

// POST /clubadmin/ (apply, or invite an administrator) is the invitations area's.

/** Club administrators (spec 2 §3, §4, §7). */
export const clubAdminsContract = {
  list: endpoint({
    method: 'GET',
    path: '/clubadmin/',
    access: 'user',
    query: pageQuerySchema.extend({ player: recordId().optional() }),
    response: { 200: pageOf(clubAdminSchema) },
    summary: "The caller's club administrator records (another player's id gives an empty page)",
    tags: adminTags,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/clubadmin/:id/',
    access: adminRecord('admins'),
    params,
    body: updateClubAdminSchema,
    response: { 200: clubAdminSetEntrySchema },
    summary: 'Approve (P → A), suspend (A → S), reactivate (S → A) or change roles; never the last active AGENT',
    tags: adminTags,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/clubadmin/:id/',
    access: { ...adminRecord('admins'), owner: true },
    params,
    response: { 204: noContent },
    summary:
      'Remove an administrator or refuse an application (AGENT), or withdraw your own; never the last active AGENT',
    tags: adminTags,
  }),
  stripeAuthorize: endpoint({
    method: 'GET',
    path: '/clubadmin/:id/stripe_authorize/',
    access: adminRecord('subscription'),
    params,
    response: { 200: paymentAuthorizeSchema, 302: noContent },
    summary:
      "Redirect (302) to authorise the club's payment account from your own administrator record; {url} when the client accepts JSON",
    tags: adminTags,
  }),
};

const settingsTags = ['club settings'];
const feature = {
  area: 'clubSettings',
  club: 'record',
  table: 'club_features',
  notFound: clubFeatureMessages.notFound,
} as const;
const openingHoursBody = setOpeningHoursSchema.meta({
  description:
    'The weekdays to set (id 0 = Monday … 6 = Sunday): open with local open and close times, or {id, closed: true}; weekdays left out keep their hours. ' +
    'The list, or { "OpeningHours": [...] } as spec 2 writes it.',
  examples: [
    [
      { id: 0, open: '06:00', close: '22:00' },
      { id: 6, closed: true },
    ],
    { OpeningHours: [{ id: 5, open: '07:00', close: '20:00' }] },
  ],
});

/** Club Settings (spec 2 §3–§7): details, hours, facilities, features and the can-enable checks. */
export const clubSettingsContract = {
  updateDetails: endpoint({
    method: 'PATCH',
    path: '/club/:id/',
    access: { area: 'clubDetails', club: 'params' },
    params,
    body: updateClubDetailsSchema,
    response: { 200: clubDetailSchema },
    summary: "Change the club's address, phone, url, e-mail, country, currency or time zone",
    tags: settingsTags,
  }),
  setOpeningHours: endpoint({
    method: 'POST',
    path: '/club/:id/set_opening_hours/',
    access: { area: 'clubHours', club: 'params' },
    invalidReason: clubSettingsRefusals.openingHours,
    params,
    body: openingHoursBody,
    response: { 200: clubDetailSchema },
    summary: "Replace the club's opening hours (refusal: 'Invalid opening hours')",
    tags: settingsTags,
  }),
  setFacilities: endpoint({
    method: 'POST',
    path: '/club/:id/set_facilities/',
    access: { area: 'clubDetails', club: 'params' },
    params,
    body: setFacilitiesSchema.meta({
      examples: [{ Facilities: { parking: true, cafe: true } }, { parking: true }],
    }),
    response: { 200: clubDetailSchema },
    summary:
      'Set the club\'s facilities; those left out are not there. The object, or { "Facilities": {...} } as spec 2 writes it',
    tags: settingsTags,
  }),
  canEnableCourts: endpoint({
    method: 'POST',
    path: '/club/:id/can_enable_courts/',
    access: { area: 'clubSettings', club: 'params' },
    params,
    response: { 200: canEnableResultSchema },
    summary: 'Whether court bookings can be switched on, and what is missing',
    tags: settingsTags,
  }),
  canEnablePos: endpoint({
    method: 'POST',
    path: '/club/:id/can_enable_pos/',
    access: { area: 'clubSettings', club: 'params' },
    params,
    response: { 200: canEnableResultSchema },
    summary: 'Whether the point of sale can be switched on, and what is missing',
    tags: settingsTags,
  }),
  updateFeature: endpoint({
    method: 'PATCH',
    path: '/clubfeature/:id/',
    access: feature,
    params,
    body: updateClubFeatureSchema,
    response: { 200: clubFeatureSchema },
    summary:
      "Switch a feature on or off (AGENT) or change its params (the feature's area); params merge over the stored ones",
    tags: settingsTags,
  }),
  canEnableMembership: endpoint({
    method: 'POST',
    path: '/clubfeature/:id/can_enable_mem_feature/',
    access: feature,
    params,
    response: { 200: canEnableResultSchema },
    summary: 'Whether this feature (membership) can be switched on, and what is missing',
    tags: settingsTags,
  }),
};
