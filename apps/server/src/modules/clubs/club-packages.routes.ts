import { z } from 'zod';
import {
  changeBillingCycleSchema,
  clubPackageChangeSchema,
  clubPackageMessages,
  clubTermsMessages,
  clubPackageSchema,
  clubTermsSchema,
  clubTermsTypes,
  createClubPackageSchema,
  clubIdParam,
  createClubTermsSchema,
  flagParam,
  recordId,
  subscriptionPriceRequestSchema,
  subscriptionPriceSchema,
  updateClubPackageSchema,
  updateClubTermsSchema,
  paySubscriptionSchema,
  subscriptionBillingMessages,
  subscriptionBillingSchema,
  subscriptionPaymentSchema,
} from '@rally/domain';
import { ctxOf, type App } from '../../http/route-helpers';
import { pageOf, toPage } from '../../http/paging';
import { clubQuery, idParams } from '../../http/route-parts';
import * as packages from './club-packages.service';
import * as price from './club-subscription-price.service';
import * as terms from './club-terms.service';
import * as billing from './club-subscription.service';
import { eventClubTerms } from '../clinics/clinics.service';

const tags = ['club subscription'];
/** The record a PATCH on a collection path names, and (optionally) its club. */
const byId = { id: recordId(), club: clubIdParam().optional() };
const termsQuery = clubQuery.extend({
  club: clubIdParam().optional(),
  event: recordId('event is required').optional(),
  default: flagParam(),
  ttype: z.enum(clubTermsTypes, { error: 'ttype must be C' }).optional(),
});

/** The club's package, subscription and price (read by every administrator, changed by the AGENT), and its terms. */
export async function clubPackagesRoutes(app: App) {
  app.get(
    '/clubpackage/',
    {
      config: { access: { area: 'clubSettings', club: 'query' } },
      schema: {
        tags,
        summary: "The club's package (a page of one, or none)",
        querystring: clubQuery,
        response: { 200: pageOf(clubPackageSchema) },
      },
    },
    async (req) => {
      const { count, rows } = await packages.listClubPackages({ ctx: ctxOf(req), input: req.query });
      return toPage(req, req.query, count, rows);
    },
  );

  app.post(
    '/clubpackage/',
    {
      config: { access: { area: 'subscription', club: 'body' } },
      schema: {
        tags,
        summary: 'Put a club with no package on one; its features follow the package',
        body: createClubPackageSchema,
        response: { 201: clubPackageChangeSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await packages.createClubPackage({ ctx: ctxOf(req), input: req.body })),
  );

  // Spec 2 §7 PATCHes the collection path with the record's id in the body.
  app.patch(
    '/clubpackage/',
    {
      config: {
        access: { area: 'subscription', club: 'body' },
        clubOf: { in: 'body', field: 'id', table: 'club_packages', notFound: clubPackageMessages.notFound },
      },
      schema: {
        tags,
        summary: 'Move the club to another package (the club package named by id in the body)',
        body: updateClubPackageSchema.extend(byId).meta({ examples: [{ id: 1, package: 1 }] }),
        response: { 200: clubPackageChangeSchema },
      },
    },
    async (req) => {
      const { id, club: _club, ...body } = req.body;
      return packages.updateClubPackage({ ctx: ctxOf(req), input: { id, body } });
    },
  );

  app.patch(
    '/clubpackage/:id/',
    {
      config: {
        access: {
          area: 'subscription',
          club: 'record',
          table: 'club_packages',
          notFound: clubPackageMessages.notFound,
        },
      },
      schema: {
        tags,
        summary: 'Move the club to another package; its features follow the package',
        params: idParams,
        body: updateClubPackageSchema,
        response: { 200: clubPackageChangeSchema },
      },
    },
    async (req) => packages.updateClubPackage({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }),
  );

  app.post(
    '/clubpackage/:id/change_billing_cycle/',
    {
      config: {
        access: {
          area: 'subscription',
          club: 'record',
          table: 'club_packages',
          notFound: clubPackageMessages.notFound,
        },
      },
      schema: {
        tags,
        summary: 'Change the billing cycle (A yearly, M monthly); answers the club package and the subscription',
        params: idParams,
        body: changeBillingCycleSchema,
        response: { 200: clubPackageChangeSchema },
      },
    },
    async (req) => packages.changeBillingCycle({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }),
  );

  app.post(
    '/clubsubscriptionprice/',
    {
      config: { access: { area: 'clubSettings', club: 'body' } },
      schema: {
        tags,
        summary: "The price of the club's package a year and a month (or of another package or cycle)",
        body: subscriptionPriceRequestSchema,
        response: { 200: subscriptionPriceSchema },
      },
    },
    async (req) => price.quoteSubscription({ ctx: ctxOf(req), input: req.body }),
  );

  const subscriptionRecord = {
    area: 'subscription',
    club: 'record',
    table: 'club_subscriptions',
    notFound: subscriptionBillingMessages.notFound,
  } as const;

  app.get(
    '/clubsubscription/',
    {
      config: { access: { area: 'clubSettings', club: 'query' } },
      schema: {
        tags,
        summary: "The club's subscription: status, who pays, the next charge and the charge history",
        querystring: clubQuery.pick({ club: true }),
        response: { 200: subscriptionBillingSchema },
      },
    },
    async (req) => billing.getSubscriptionBilling({ ctx: ctxOf(req), input: { club: req.query.club } }),
  );

  app.post(
    '/clubsubscription/:id/pay/',
    {
      config: { access: subscriptionRecord },
      schema: {
        tags,
        summary:
          "The caller's card on file pays the subscription: what is due now (a first period, an overdue renewal, a payment waiting for authentication)",
        params: idParams,
        body: paySubscriptionSchema,
        response: { 200: subscriptionPaymentSchema },
      },
    },
    async (req) => billing.paySubscription({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body ?? {} } }),
  );

  app.post(
    '/clubsubscription/:id/cancel/',
    {
      config: { access: subscriptionRecord },
      schema: {
        tags,
        summary: 'Cancel: current to the end of the paid period, then unsubscribed (U)',
        params: idParams,
        response: { 200: subscriptionBillingSchema },
      },
    },
    async (req) => billing.cancelSubscription({ ctx: ctxOf(req), input: { id: req.params.id } }),
  );

  app.post(
    '/clubsubscription/:id/resume/',
    {
      config: { access: subscriptionRecord },
      schema: {
        tags,
        summary: 'Undo a cancellation before the period ends',
        params: idParams,
        response: { 200: subscriptionBillingSchema },
      },
    },
    async (req) => billing.resumeSubscription({ ctx: ctxOf(req), input: { id: req.params.id } }),
  );

  // ?club: the club's terms, for its dashboard. ?event: the terms a clinic is joined on (its own,
  // else the club's default clinic terms), for the club's players too (shown before joining).
  app.get(
    '/clubterms/',
    {
      config: {
        access: { area: 'dashboard', player: true, club: 'query' },
        clubOf: { in: 'query', field: 'event', table: 'events', notFound: 'Event not found.' },
      },
      schema: {
        tags: ['club terms'],
        summary:
          "The club's terms, the default first (filter by default=True and ttype=C); or ?event: the terms of that event (a page of one, or none)",
        querystring: termsQuery,
        response: { 200: pageOf(clubTermsSchema) },
      },
    },
    async (req) => {
      const { club, event, ...query } = req.query;
      const { count, rows } =
        event !== undefined
          ? await eventClubTerms({ ctx: ctxOf(req), input: { event, club } })
          : await terms.listClubTerms({ ctx: ctxOf(req), input: { ...query, club: club! } });
      return toPage(req, req.query, count, rows);
    },
  );

  app.post(
    '/clubterms/',
    {
      config: { access: { area: 'clinics', club: 'body' } },
      schema: {
        tags: ['club terms'],
        summary: 'Add terms (fields left out take the defaults); default=true takes the default from the others',
        body: createClubTermsSchema,
        response: { 201: clubTermsSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await terms.createClubTerms({ ctx: ctxOf(req), input: req.body })),
  );

  app.patch(
    '/clubterms/',
    {
      config: {
        access: { area: 'clinics', club: 'body' },
        clubOf: { in: 'body', field: 'id', table: 'club_terms', notFound: clubTermsMessages.notFound },
      },
      schema: {
        tags: ['club terms'],
        summary: 'Change terms named by id in the body',
        body: updateClubTermsSchema.extend(byId).meta({ examples: [{ id: 1, player_cancel_days: 3 }] }),
        response: { 200: clubTermsSchema },
      },
    },
    async (req) => {
      const { id, club: _club, ...body } = req.body;
      return terms.updateClubTerms({ ctx: ctxOf(req), input: { id, body } });
    },
  );

  app.patch(
    '/clubterms/:id/',
    {
      config: {
        access: { area: 'clinics', club: 'record', table: 'club_terms', notFound: clubTermsMessages.notFound },
      },
      schema: {
        tags: ['club terms'],
        summary: 'Change terms',
        params: idParams,
        body: updateClubTermsSchema,
        response: { 200: clubTermsSchema },
      },
    },
    async (req) => terms.updateClubTerms({ ctx: ctxOf(req), input: { id: req.params.id, body: req.body } }),
  );
}
