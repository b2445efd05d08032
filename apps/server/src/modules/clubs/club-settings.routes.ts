import {
  canEnableResultSchema,
  clubDetailSchema,
  clubFeatureMessages,
  clubFeatureSchema,
  clubSettingsRefusals,
  setFacilitiesSchema,
  setOpeningHoursSchema,
  updateClubDetailsSchema,
  updateClubFeatureSchema,
} from '@rally/domain';
import { ctxOf, type App } from '../../http/route-helpers';
import { idParams } from '../../http/route-parts';
import * as settings from './club-settings.service';
import * as checks from './club-feature-checks.service';
import * as features from './club-feature-settings.service';

const tags = ['club settings'];
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
export async function clubSettingsRoutes(app: App) {
  app.patch(
    '/club/:id/',
    {
      config: { access: { area: 'clubDetails', club: 'params' } },
      schema: {
        tags,
        summary: "Change the club's address, phone, url, e-mail, country, currency or time zone",
        params: idParams,
        body: updateClubDetailsSchema,
        response: { 200: clubDetailSchema },
      },
    },
    async (req) => settings.updateClubDetails({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }),
  );

  app.post(
    '/club/:id/set_opening_hours/',
    {
      config: { access: { area: 'clubHours', club: 'params' }, invalidReason: clubSettingsRefusals.openingHours },
      schema: {
        tags,
        summary: "Replace the club's opening hours (refusal: 'Invalid opening hours')",
        params: idParams,
        body: openingHoursBody,
        response: { 200: clubDetailSchema },
      },
    },
    async (req) => settings.setOpeningHours({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }),
  );

  app.post(
    '/club/:id/set_facilities/',
    {
      config: { access: { area: 'clubDetails', club: 'params' } },
      schema: {
        tags,
        summary:
          'Set the club\'s facilities; those left out are not there. The object, or { "Facilities": {...} } as spec 2 writes it',
        params: idParams,
        body: setFacilitiesSchema.meta({
          examples: [{ Facilities: { parking: true, cafe: true } }, { parking: true }],
        }),
        response: { 200: clubDetailSchema },
      },
    },
    async (req) => settings.setFacilities({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }),
  );

  app.post(
    '/club/:id/can_enable_courts/',
    {
      config: { access: { area: 'clubSettings', club: 'params' } },
      schema: {
        tags,
        summary: 'Whether court bookings can be switched on, and what is missing',
        params: idParams,
        response: { 200: canEnableResultSchema },
      },
    },
    async (req) => checks.canEnableCourts({ ctx: ctxOf(req), input: req.params }),
  );

  app.post(
    '/club/:id/can_enable_pos/',
    {
      config: { access: { area: 'clubSettings', club: 'params' } },
      schema: {
        tags,
        summary: 'Whether the point of sale can be switched on, and what is missing',
        params: idParams,
        response: { 200: canEnableResultSchema },
      },
    },
    async (req) => checks.canEnablePos({ ctx: ctxOf(req), input: req.params }),
  );

  app.patch(
    '/clubfeature/:id/',
    {
      config: { access: feature },
      schema: {
        tags,
        summary:
          "Switch a feature on or off (AGENT) or change its params (the feature's area); params merge over the stored ones",
        params: idParams,
        body: updateClubFeatureSchema,
        response: { 200: clubFeatureSchema },
      },
    },
    async (req) => features.updateClubFeature({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }),
  );

  app.post(
    '/clubfeature/:id/can_enable_mem_feature/',
    {
      config: { access: feature },
      schema: {
        tags,
        summary: 'Whether this feature (membership) can be switched on, and what is missing',
        params: idParams,
        response: { 200: canEnableResultSchema },
      },
    },
    async (req) => checks.canEnableFeature({ ctx: ctxOf(req), id: req.params.id }),
  );
}
