import { referenceContract } from '@rally/domain';
import { route } from '../../http/contract-route';
import { ctxOf, type App } from '../../http/route-helpers';
import { toPage } from '../../http/paging';
import { revalidate } from '../../http/revalidate';
import * as reference from './reference.service';

// Reference lists are read whole and kept by the browser, which revalidates each use with their
// ETag (http/revalidate.ts).
const cached = { onSend: revalidate };

export async function referenceRoutes(app: App) {
  route(
    app,
    referenceContract.sports,
    async (req) => {
      const { count, rows } = await reference.listSports({ ctx: ctxOf(req), input: req.query });
      return toPage(req, req.query, count, rows);
    },
    cached,
  );
  route(
    app,
    referenceContract.countries,
    async (req) => {
      const { count, rows } = await reference.listCountries({ ctx: ctxOf(req), input: req.query });
      return toPage(req, req.query, count, rows);
    },
    cached,
  );
  route(
    app,
    referenceContract.surfaces,
    async (req) => {
      const { count, rows } = await reference.listSurfaces({ ctx: ctxOf(req), input: req.query });
      return toPage(req, req.query, count, rows);
    },
    cached,
  );
  route(
    app,
    referenceContract.formats,
    async (req) => {
      const { count, rows } = await reference.listFormats({ ctx: ctxOf(req), input: req.query });
      return toPage(req, req.query, count, rows);
    },
    cached,
  );
  route(
    app,
    referenceContract.productCategories,
    async (req) => reference.listProductCategories({ ctx: ctxOf(req) }),
    cached,
  );
  route(
    app,
    referenceContract.marketFeatures,
    async (req) => {
      const { count, rows } = await reference.listMarketFeatures({ ctx: ctxOf(req), input: req.query });
      return toPage(req, req.query, count, rows);
    },
    cached,
  );
  route(
    app,
    referenceContract.packages,
    async (req) => {
      const { count, rows } = await reference.listPackages({ ctx: ctxOf(req), input: req.query });
      return toPage(req, req.query, count, rows);
    },
    cached,
  );
}
