import { referenceContract } from '@rally/domain';
import { route } from '../../http/contract-route';
import { ctxOf, type App } from '../../http/route-helpers';
import { toPage } from '../../http/paging';
import * as reference from './reference.service';

export async function referenceRoutes(app: App) {
  route(app, referenceContract.sports, async (req) => {
    const { count, rows } = await reference.listSports({ ctx: ctxOf(req), input: req.query });
    return toPage(req, req.query, count, rows);
  });
  route(app, referenceContract.countries, async (req) => {
    const { count, rows } = await reference.listCountries({ ctx: ctxOf(req), input: req.query });
    return toPage(req, req.query, count, rows);
  });
  route(app, referenceContract.surfaces, async (req) => {
    const { count, rows } = await reference.listSurfaces({ ctx: ctxOf(req), input: req.query });
    return toPage(req, req.query, count, rows);
  });
  route(app, referenceContract.formats, async (req) => {
    const { count, rows } = await reference.listFormats({ ctx: ctxOf(req), input: req.query });
    return toPage(req, req.query, count, rows);
  });
  route(app, referenceContract.productCategories, async (req) => reference.listProductCategories({ ctx: ctxOf(req) }));
  route(app, referenceContract.marketFeatures, async (req) => {
    const { count, rows } = await reference.listMarketFeatures({ ctx: ctxOf(req), input: req.query });
    return toPage(req, req.query, count, rows);
  });
  route(app, referenceContract.packages, async (req) => {
    const { count, rows } = await reference.listPackages({ ctx: ctxOf(req), input: req.query });
    return toPage(req, req.query, count, rows);
  });
}
