import { z } from 'zod';
import {
  addPaymentMethodSchema,
  authenticateSchema,
  cartRequestSchema,
  checkoutSchema,
  clubCustomerSchema,
  createProductSchema,
  customerSaleSchema,
  motoDetailsSchema,
  PRODUCT_CATEGORIES,
  recordId,
  storeMessages,
  updateProductSchema,
} from '@rally/domain';
import { ctxOf, type App } from '../../http/route-helpers';
import { pageParam, pageSizeParam, toPage } from '../../http/paging';
import * as customers from '../payments/club-customers.service';
import * as products from './store-products.service';
import * as sales from './store-sales.service';

const tags = ['store'];
const idParams = z.object({ id: recordId() });
const staffQuery = { area: 'store', club: 'query' } as const;
const staffBody = { area: 'store', club: 'body' } as const;
const productRecord = {
  area: 'store',
  club: 'record',
  table: 'store_products',
  notFound: storeMessages.productNotFound,
} as const;
const customerRecord = {
  area: 'store',
  club: 'record',
  table: 'club_customers',
  notFound: storeMessages.customerNotFound,
} as const;
const saleRecord = {
  area: 'store',
  club: 'record',
  table: 'store_sales',
  notFound: storeMessages.saleNotFound,
} as const;
const invalidReason = storeMessages.invalidProduct;

const productQuery = z.object({
  club: recordId('club is required'),
  page: pageParam(),
  page_size: pageSizeParam(100),
  category: z.enum(PRODUCT_CATEGORIES, { error: 'category must be one of the product categories' }).optional(),
  search: z.string().trim().max(100).optional(),
  enabled: z
    .enum(['true', 'false'], { error: 'enabled must be true or false' })
    .transform((v) => v === 'true')
    .optional(),
});

const cartExample = { club: 1, member: null, discount: 10, products: [{ product_id: 1, quantity: 2 }] };

/** The Club Store (spec 2 §7 Point of sale); docs/store.md has the decisions. */
export async function storeRoutes(app: App) {
  app.get(
    '/clubproduct/',
    {
      config: { access: staffQuery },
      schema: {
        tags,
        summary: "A club's products by category and name, 100 a page: category, search (name, brand, code), enabled",
        querystring: productQuery,
      },
    },
    async (req) => {
      const { count, rows } = await products.listProducts({ ctx: ctxOf(req), input: req.query });
      return toPage(req, req.query, count, rows);
    },
  );

  app.post(
    '/clubproduct/',
    {
      config: { access: staffBody, invalidReason },
      schema: {
        tags,
        summary: 'Add a product',
        body: createProductSchema.meta({
          examples: [
            { club: 1, name: 'Tennis balls (4 can)', category: 'balls', member_price: 11, nonmember_price: 12.95 },
          ],
        }),
      },
    },
    async (req, reply) => reply.code(201).send(await products.createProduct({ ctx: ctxOf(req), input: req.body })),
  );

  app.get(
    '/clubproduct/:id/',
    {
      config: { access: productRecord },
      schema: { tags, summary: 'One product', params: idParams },
    },
    async (req) => products.getProduct({ ctx: ctxOf(req), id: req.params.id }),
  );

  app.patch(
    '/clubproduct/:id/',
    {
      config: { access: productRecord, invalidReason },
      schema: { tags, summary: "Change a product's fields", params: idParams, body: updateProductSchema },
    },
    async (req) => products.updateProduct({ ctx: ctxOf(req), id: req.params.id, input: req.body }),
  );

  app.post(
    '/clubproduct/:id/delete_product/',
    {
      config: { access: productRecord },
      schema: { tags, summary: 'Delete a product; one with sales is disabled instead', params: idParams },
    },
    async (req) => products.deleteProduct({ ctx: ctxOf(req), id: req.params.id }),
  );

  app.post(
    '/pos/cart_details/',
    {
      config: { access: staffBody },
      schema: {
        tags,
        summary:
          "The cart's sub-total, discount, tax and total, per product and in all (the club's DefaultTax and TaxInclusivePrice)",
        body: cartRequestSchema.meta({ examples: [cartExample] }),
      },
    },
    async (req) => sales.cartDetails({ ctx: ctxOf(req), input: req.body }),
  );

  app.get(
    '/pos/members/',
    {
      config: { access: staffQuery },
      schema: {
        tags,
        summary: 'Members to sell to (name, number or e-mail), with whether member prices apply',
        querystring: z.object({ club: recordId('club is required'), search: z.string().trim().max(100).default('') }),
      },
    },
    async (req) => sales.searchStoreMembers({ ctx: ctxOf(req), input: req.query }),
  );

  app.post(
    '/pos/checkout/',
    {
      config: { access: staffBody },
      schema: {
        tags,
        summary:
          "Sell the cart: a member's card on file, a club customer's card, cash or cheque; one sale and one charge per idempotency_key",
        body: checkoutSchema.meta({
          examples: [{ ...cartExample, payment_method: 'S', name: 'Walk-in', idempotency_key: 'sale-0001-example' }],
        }),
      },
    },
    async (req, reply) => reply.code(201).send(await sales.checkout({ ctx: ctxOf(req), input: req.body })),
  );

  app.get(
    '/pos/sale/:id/',
    {
      config: { access: saleRecord },
      schema: { tags, summary: 'A sale with its lines and its transaction', params: idParams },
    },
    async (req) => sales.getSale({ ctx: ctxOf(req), id: req.params.id }),
  );

  app.post(
    '/pos/sale/:id/authenticate/',
    {
      config: { access: saleRecord },
      schema: {
        tags,
        summary:
          "Complete a sale whose card asked for the cardholder's authentication (status A): paid, or 400 with the card's reason",
        params: idParams,
        body: authenticateSchema.meta({ examples: [{ approved: true }] }),
      },
    },
    async (req) => sales.authenticateSale({ ctx: ctxOf(req), id: req.params.id, input: req.body }),
  );

  app.get(
    '/clubcustomer/',
    {
      config: { access: staffQuery },
      schema: {
        tags,
        summary: "The club's walk-in customers (name or e-mail), at most 20",
        querystring: z.object({ club: recordId('club is required'), search: z.string().trim().max(100).optional() }),
      },
    },
    async (req) => customers.listClubCustomers({ ctx: ctxOf(req), input: req.query }),
  );

  app.post(
    '/clubcustomer/',
    {
      config: { access: staffBody },
      schema: {
        tags,
        summary: 'A walk-in customer with a name and e-mail',
        body: clubCustomerSchema.meta({ examples: [{ club: 1, name: 'Sam Visitor', email: 'sam@example.com' }] }),
      },
    },
    async (req, reply) =>
      reply.code(201).send(await customers.createClubCustomer({ ctx: ctxOf(req), input: req.body })),
  );

  app.post(
    '/clubcustomer/:id/charge/',
    {
      config: { access: customerRecord },
      schema: {
        tags,
        summary: "Sell the cart to the customer on their card (purpose 'S'); one charge per idempotency_key",
        params: idParams,
        body: customerSaleSchema.meta({
          examples: [{ ...cartExample, purpose: 'S', idempotency_key: 'sale-0002-example' }],
        }),
      },
    },
    async (req, reply) =>
      reply.code(201).send(await sales.chargeClubCustomer({ ctx: ctxOf(req), id: req.params.id, input: req.body })),
  );

  app.post(
    '/clubcustomer/:id/add_payment_method/',
    {
      config: { access: customerRecord },
      schema: {
        tags,
        summary: "Keep the customer's card by its payment method id",
        params: idParams,
        body: addPaymentMethodSchema.meta({ examples: [{ payment_method_id: 'pm_sim_ok_V_4242_12_2034' }] }),
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await customers.addClubCustomerPaymentMethod({ ctx: ctxOf(req), id: req.params.id, input: req.body })),
  );

  app.post(
    '/clubcustomer/:id/create_moto_details/',
    {
      config: { access: customerRecord },
      schema: {
        tags,
        summary: 'A card taken by phone: only brand, last four and expiry are kept',
        params: idParams,
        body: motoDetailsSchema.meta({
          examples: [{ card_number: '4242424242424242', card_expiry_month: 12, card_expiry_year: 2034, cvc: '123' }],
        }),
      },
    },
    async (req, reply) =>
      reply.code(201).send(await customers.createMotoDetails({ ctx: ctxOf(req), id: req.params.id, input: req.body })),
  );
}
