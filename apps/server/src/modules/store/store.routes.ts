import { storeContract } from '@rally/domain';
import { route } from '../../http/contract-route';
import { ctxOf, type App } from '../../http/route-helpers';
import { toPage } from '../../http/paging';
import * as customers from '../payments/club-customers.service';
import * as products from './store-products.service';
import * as cart from './store-cart.service';
import * as sales from './store-sales.service';
import { cashUpRoutes } from './cash-up.routes';

/** The Club Store (spec 2 §7 Point of sale); docs/store.md has the decisions. */
export async function storeRoutes(app: App) {
  await app.register(cashUpRoutes);
  route(app, storeContract.products, async (req) => {
    const { count, rows } = await products.listProducts({ ctx: ctxOf(req), input: req.query });
    return toPage(req, req.query, count, rows);
  });
  route(app, storeContract.createProduct, async (req) => products.createProduct({ ctx: ctxOf(req), input: req.body }));
  route(app, storeContract.product, async (req) => products.getProduct({ ctx: ctxOf(req), id: req.params.id }));
  route(app, storeContract.updateProduct, async (req) =>
    products.updateProduct({ ctx: ctxOf(req), id: req.params.id, input: req.body }),
  );
  route(app, storeContract.deleteProduct, async (req) =>
    products.deleteProduct({ ctx: ctxOf(req), id: req.params.id }),
  );
  route(app, storeContract.cartDetails, async (req) => cart.cartDetails({ ctx: ctxOf(req), input: req.body }));
  route(app, storeContract.members, async (req) => cart.searchStoreMembers({ ctx: ctxOf(req), input: req.query }));
  route(app, storeContract.checkout, async (req) => sales.checkout({ ctx: ctxOf(req), input: req.body }));
  route(app, storeContract.sale, async (req) => sales.getSale({ ctx: ctxOf(req), id: req.params.id }));
  route(app, storeContract.authenticateSale, async (req) =>
    sales.authenticateSale({ ctx: ctxOf(req), id: req.params.id, input: req.body }),
  );
  route(app, storeContract.customers, async (req) =>
    customers.listClubCustomers({ ctx: ctxOf(req), input: req.query }),
  );
  route(app, storeContract.createCustomer, async (req) =>
    customers.createClubCustomer({ ctx: ctxOf(req), input: req.body }),
  );
  route(app, storeContract.chargeCustomer, async (req) =>
    sales.chargeClubCustomer({ ctx: ctxOf(req), id: req.params.id, input: req.body }),
  );
  route(app, storeContract.addCustomerPaymentMethod, async (req) =>
    customers.addClubCustomerPaymentMethod({ ctx: ctxOf(req), id: req.params.id, input: req.body }),
  );
  route(app, storeContract.createMotoDetails, async (req) =>
    customers.createMotoDetails({ ctx: ctxOf(req), id: req.params.id, input: req.body }),
  );
}
