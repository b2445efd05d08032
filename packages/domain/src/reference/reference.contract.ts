import { z } from 'zod';
import { endpoint } from '../contract/endpoint';
import { pageOf, pageParam, pageSizeParam } from '../contract/paging';
import { recordId } from '../validation/ids';
import {
  countrySchema,
  formatSchema,
  marketFeatureSchema,
  packageSchema,
  productCategorySchema,
  sportSchema,
  surfaceSchema,
} from './reference.schema';

// Reference lists are read whole by the client and cached, so their default page is large.
const refPage = z.object({ page: pageParam(), page_size: pageSizeParam(1000) });
const bySport = refPage.extend({ sport: recordId().optional() });
const tags = ['reference'];

/** The reference lists (spec 3 §4): public, read whole and cached by the client. */
export const referenceContract = {
  sports: endpoint({
    method: 'GET',
    path: '/sport/',
    access: 'public',
    query: refPage.extend({ name: z.string().max(50).optional() }),
    response: { 200: pageOf(sportSchema) },
    summary: 'Sports',
    tags,
  }),
  countries: endpoint({
    method: 'GET',
    path: '/country/',
    access: 'public',
    query: refPage,
    response: { 200: pageOf(countrySchema) },
    summary: 'Countries (ISO 3166), sorted by name',
    tags,
  }),
  surfaces: endpoint({
    method: 'GET',
    path: '/surface/',
    access: 'public',
    query: bySport,
    response: { 200: pageOf(surfaceSchema) },
    summary: 'Court surfaces of a sport',
    tags,
  }),
  formats: endpoint({
    method: 'GET',
    path: '/format/',
    access: 'public',
    query: bySport,
    response: { 200: pageOf(formatSchema) },
    summary: 'Match formats of a sport',
    tags,
  }),
  productCategories: endpoint({
    method: 'GET',
    path: '/pos/prod_categories/',
    access: 'public',
    response: { 200: z.array(productCategorySchema) },
    summary: 'Point-of-sale product categories',
    tags,
  }),
  marketFeatures: endpoint({
    method: 'GET',
    path: '/marketfeature/',
    access: 'public',
    query: refPage.extend({ country: z.string().length(2).optional() }),
    response: { 200: pageOf(marketFeatureSchema) },
    summary: "Market features, filtered by the market's country set",
    tags,
  }),
  packages: endpoint({
    method: 'GET',
    path: '/packageforclub/',
    access: 'public',
    query: refPage,
    response: { 200: pageOf(packageSchema) },
    summary: 'Subscription packages, sorted by order',
    tags,
  }),
};
