import { z } from 'zod';
import {
  recordId,
  countrySchema,
  formatSchema,
  marketFeatureSchema,
  packageSchema,
  productCategorySchema,
  sportSchema,
  surfaceSchema,
} from '@rally/domain';
import { ctxOf, type App } from '../../http/route-helpers';
import { pageOf, pageParam, pageSizeParam, toPage } from '../../http/paging';
import { revalidate } from '../../http/revalidate';
import * as reference from './reference.service';

// Reference lists are read whole by the client and cached, so their default page is large; the
// browser keeps them and revalidates each use with their ETag (http/revalidate.ts).
const refPage = z.object({ page: pageParam(), page_size: pageSizeParam(1000) });
const bySport = refPage.extend({ sport: recordId().optional() });
const tags = ['reference'];

export async function referenceRoutes(app: App) {
  app.get(
    '/sport/',
    {
      config: { access: 'public' },
      onSend: revalidate,
      schema: {
        tags,
        summary: 'Sports',
        querystring: refPage.extend({ name: z.string().max(50).optional() }),
        response: { 200: pageOf(sportSchema) },
      },
    },
    async (req) => {
      const { count, rows } = await reference.listSports({ ctx: ctxOf(req), input: req.query });
      return toPage(req, req.query, count, rows);
    },
  );

  app.get(
    '/country/',
    {
      config: { access: 'public' },
      onSend: revalidate,
      schema: {
        tags,
        summary: 'Countries (ISO 3166), sorted by name',
        querystring: refPage,
        response: { 200: pageOf(countrySchema) },
      },
    },
    async (req) => {
      const { count, rows } = await reference.listCountries({ ctx: ctxOf(req), input: req.query });
      return toPage(req, req.query, count, rows);
    },
  );

  app.get(
    '/surface/',
    {
      config: { access: 'public' },
      onSend: revalidate,
      schema: {
        tags,
        summary: 'Court surfaces of a sport',
        querystring: bySport,
        response: { 200: pageOf(surfaceSchema) },
      },
    },
    async (req) => {
      const { count, rows } = await reference.listSurfaces({ ctx: ctxOf(req), input: req.query });
      return toPage(req, req.query, count, rows);
    },
  );

  app.get(
    '/format/',
    {
      config: { access: 'public' },
      onSend: revalidate,
      schema: {
        tags,
        summary: 'Match formats of a sport',
        querystring: bySport,
        response: { 200: pageOf(formatSchema) },
      },
    },
    async (req) => {
      const { count, rows } = await reference.listFormats({ ctx: ctxOf(req), input: req.query });
      return toPage(req, req.query, count, rows);
    },
  );

  app.get(
    '/pos/prod_categories/',
    {
      config: { access: 'public' },
      onSend: revalidate,
      schema: { tags, summary: 'Point-of-sale product categories', response: { 200: z.array(productCategorySchema) } },
    },
    async (req) => reference.listProductCategories({ ctx: ctxOf(req) }),
  );

  app.get(
    '/marketfeature/',
    {
      config: { access: 'public' },
      onSend: revalidate,
      schema: {
        tags,
        summary: "Market features, filtered by the market's country set",
        querystring: refPage.extend({ country: z.string().length(2).optional() }),
        response: { 200: pageOf(marketFeatureSchema) },
      },
    },
    async (req) => {
      const { count, rows } = await reference.listMarketFeatures({ ctx: ctxOf(req), input: req.query });
      return toPage(req, req.query, count, rows);
    },
  );

  app.get(
    '/packageforclub/',
    {
      config: { access: 'public' },
      onSend: revalidate,
      schema: {
        tags,
        summary: 'Subscription packages, sorted by order',
        querystring: refPage,
        response: { 200: pageOf(packageSchema) },
      },
    },
    async (req) => {
      const { count, rows } = await reference.listPackages({ ctx: ctxOf(req), input: req.query });
      return toPage(req, req.query, count, rows);
    },
  );
}
