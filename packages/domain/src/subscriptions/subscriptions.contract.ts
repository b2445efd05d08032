import { z } from 'zod';
import {
  changeBillingCycleSchema,
  clubPackageChangeSchema,
  clubPackageMessages,
  clubPackageSchema,
  createClubPackageSchema,
  subscriptionPriceRequestSchema,
  subscriptionPriceSchema,
  updateClubPackageSchema,
} from '../clubs/club-package.schema';
import { createClubSchema, createdClubSchema } from '../clubs/club-signup.schema';
import {
  paySubscriptionSchema,
  subscriptionBillingMessages,
  subscriptionBillingSchema,
  subscriptionPaymentSchema,
} from '../clubs/club-subscription-billing';
import { endpoint } from '../contract/endpoint';
import { pageOf, pageQuerySchema } from '../contract/paging';
import { clubIdParam, recordId } from '../validation/ids';

const tags = ['club subscription'];
const params = z.object({ id: recordId() });
const clubQuery = z.object({ club: clubIdParam() });
const packageRecord = {
  area: 'subscription',
  club: 'record',
  table: 'club_packages',
  notFound: clubPackageMessages.notFound,
} as const;
const subscriptionRecord = {
  area: 'subscription',
  club: 'record',
  table: 'club_subscriptions',
  notFound: subscriptionBillingMessages.notFound,
} as const;

// The club's subscription to the product (docs/club-subscription.md, docs/club-signup.md): signing
// a club up, its package, the price, and paying for it. Read by every administrator, changed by the
// AGENT. The server adds the sign-up's rate limit and the body's club of PATCH /clubpackage/.

/** Sign-up, and the club's package, subscription and price. */
export const subscriptionsContract = {
  createClub: endpoint({
    method: 'POST',
    path: '/club/',
    access: 'user',
    body: createClubSchema,
    response: { 201: createdClubSchema },
    summary:
      'Register a club: the caller becomes its AGENT, it goes on the package chosen with its subscription P (pending) and stays unverified; one unverified club per player (409)',
    tags: ['clubs'],
  }),
  clubPackages: endpoint({
    method: 'GET',
    path: '/clubpackage/',
    access: { area: 'clubSettings', club: 'query' },
    query: pageQuerySchema.extend({ club: clubIdParam() }),
    response: { 200: pageOf(clubPackageSchema) },
    summary: "The club's package (a page of one, or none)",
    tags,
  }),
  createClubPackage: endpoint({
    method: 'POST',
    path: '/clubpackage/',
    access: { area: 'subscription', club: 'body' },
    body: createClubPackageSchema,
    response: { 201: clubPackageChangeSchema },
    summary: 'Put a club with no package on one; its features follow the package',
    tags,
  }),
  // Spec 2 §7 PATCHes the collection path with the record's id in the body.
  updateClubPackageById: endpoint({
    method: 'PATCH',
    path: '/clubpackage/',
    access: { area: 'subscription', club: 'body' },
    body: updateClubPackageSchema
      .extend({ id: recordId(), club: clubIdParam().optional() })
      .meta({ examples: [{ id: 1, package: 1 }] }),
    response: { 200: clubPackageChangeSchema },
    summary: 'Move the club to another package (the club package named by id in the body)',
    tags,
  }),
  updateClubPackage: endpoint({
    method: 'PATCH',
    path: '/clubpackage/:id/',
    access: packageRecord,
    params,
    body: updateClubPackageSchema,
    response: { 200: clubPackageChangeSchema },
    summary: 'Move the club to another package; its features follow the package',
    tags,
  }),
  changeBillingCycle: endpoint({
    method: 'POST',
    path: '/clubpackage/:id/change_billing_cycle/',
    access: packageRecord,
    params,
    body: changeBillingCycleSchema,
    response: { 200: clubPackageChangeSchema },
    summary: 'Change the billing cycle (A yearly, M monthly); answers the club package and the subscription',
    tags,
  }),
  price: endpoint({
    method: 'POST',
    path: '/clubsubscriptionprice/',
    access: { area: 'clubSettings', club: 'body' },
    body: subscriptionPriceRequestSchema,
    response: { 200: subscriptionPriceSchema },
    summary: "The price of the club's package a year and a month (or of another package or cycle)",
    tags,
  }),
  billing: endpoint({
    method: 'GET',
    path: '/clubsubscription/',
    access: { area: 'clubSettings', club: 'query' },
    query: clubQuery,
    response: { 200: subscriptionBillingSchema },
    summary: "The club's subscription: status, who pays, the next charge and the charge history",
    tags,
  }),
  pay: endpoint({
    method: 'POST',
    path: '/clubsubscription/:id/pay/',
    access: subscriptionRecord,
    params,
    body: paySubscriptionSchema,
    response: { 200: subscriptionPaymentSchema },
    summary:
      "The caller's card on file pays the subscription: what is due now (a first period, an overdue renewal, a payment waiting for authentication)",
    tags,
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/clubsubscription/:id/cancel/',
    access: subscriptionRecord,
    params,
    response: { 200: subscriptionBillingSchema },
    summary: 'Cancel: current to the end of the paid period, then unsubscribed (U)',
    tags,
  }),
  resume: endpoint({
    method: 'POST',
    path: '/clubsubscription/:id/resume/',
    access: subscriptionRecord,
    params,
    response: { 200: subscriptionBillingSchema },
    summary: 'Undo a cancellation before the period ends',
    tags,
  }),
};
