import {
  changeBillingCycleSchema,
  clubSignupMessages,
  createClubSchema,
  createdClubSchema,
  clubPackageChangeSchema,
  clubPackageMessages,
  clubPackageSchema,
  createClubPackageSchema,
  clubIdParam,
  recordId,
  subscriptionPriceRequestSchema,
  subscriptionPriceSchema,
  updateClubPackageSchema,
  paySubscriptionSchema,
  subscriptionBillingMessages,
  subscriptionBillingSchema,
  subscriptionPaymentSchema,
} from '@rally/domain';
import { ctxOf, type App } from '../../http/route-helpers';
import { pageOf, toPage } from '../../http/paging';
import { clubQuery, idParams } from '../../http/route-parts';
import { AppError } from '../../http/errors';
import { listClubPackages } from '../clubs/club-packages.service';
import * as packages from './club-package-changes.service';
import * as price from './club-subscription-price.service';
import * as billing from './club-subscription.service';
import * as signup from './subscription-signup.service';

const tags = ['club subscription'];
/** The record a PATCH on a collection path names, and (optionally) its club. */
const byId = { id: recordId(), club: clubIdParam().optional() };

// The club's subscription to the product (docs/club-subscription.md, docs/club-signup.md): signing
// a club up, its package, the price, and paying for it.

/** Sign-up, and the club's package, subscription and price (read by every administrator, changed by the AGENT). */
export async function subscriptionsRoutes(app: App) {
  app.post(
    '/club/',
    {
      config: {
        access: 'user',
        // Per address, an hour: signing up clubs in bulk is refused before it reaches the database.
        rateLimit: {
          max: app.deps.config.clubSignupRateLimit,
          timeWindow: 3_600_000,
          errorResponseBuilder: () => new AppError('RATE_LIMITED', clubSignupMessages.tooMany),
        },
      },
      schema: {
        tags: ['clubs'],
        summary:
          'Register a club: the caller becomes its AGENT, it goes on the package chosen with its subscription P (pending) and stays unverified; one unverified club per player (409)',
        body: createClubSchema,
        response: { 201: createdClubSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await signup.createClub({ ctx: ctxOf(req), input: req.body })),
  );

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
      const { count, rows } = await listClubPackages({ ctx: ctxOf(req), input: req.query });
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
}
