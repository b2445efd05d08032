import { z } from 'zod';
import { endpoint } from '../contract/endpoint';
import { pageOf, pageParam, pageSizeParam } from '../contract/paging';
import { addPaymentMethodSchema, authenticateSchema } from '../payments/payment.schema';
import { recordId } from '../validation/ids';
import {
  clubCustomerRecordSchema,
  clubProductSchema,
  deletedProductSchema,
  saleRecordSchema,
  saleResultSchema,
  salePriceResultSchema,
  storeMemberSchema,
} from './store.answers';
import { PRODUCT_CATEGORIES, storeMessages } from './store-codes';
import {
  cartRequestSchema,
  checkoutSchema,
  clubCustomerSchema,
  createProductSchema,
  customerSaleSchema,
  motoDetailsSchema,
  updateProductSchema,
} from './store.schema';

const tags = ['store'];
const params = z.object({ id: recordId() });
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

const cartExample = { club: 1, member: null, discount: 10, products: [{ product_id: 1, quantity: 2 }] };

/** The Club Store's endpoints (spec 2 §7 Point of sale); docs/store.md has the decisions. */
export const storeContract = {
  products: endpoint({
    method: 'GET',
    path: '/clubproduct/',
    access: staffQuery,
    query: z.object({
      club: recordId('club is required'),
      page: pageParam(),
      page_size: pageSizeParam(100),
      category: z.enum(PRODUCT_CATEGORIES, { error: 'category must be one of the product categories' }).optional(),
      search: z.string().trim().max(100).optional(),
      enabled: z
        .enum(['true', 'false'], { error: 'enabled must be true or false' })
        .transform((v) => v === 'true')
        .optional(),
    }),
    response: { 200: pageOf(clubProductSchema) },
    summary: "A club's products by category and name, 100 a page: category, search (name, brand, code), enabled",
    tags,
  }),
  createProduct: endpoint({
    method: 'POST',
    path: '/clubproduct/',
    access: staffBody,
    invalidReason,
    body: createProductSchema.meta({
      examples: [
        { club: 1, name: 'Tennis balls (4 can)', category: 'balls', member_price: 11, nonmember_price: 12.95 },
      ],
    }),
    response: { 201: clubProductSchema },
    summary: 'Add a product',
    tags,
  }),
  product: endpoint({
    method: 'GET',
    path: '/clubproduct/:id/',
    access: productRecord,
    params,
    response: { 200: clubProductSchema },
    summary: 'One product',
    tags,
  }),
  updateProduct: endpoint({
    method: 'PATCH',
    path: '/clubproduct/:id/',
    access: productRecord,
    invalidReason,
    params,
    body: updateProductSchema,
    response: { 200: clubProductSchema },
    summary: "Change a product's fields",
    tags,
  }),
  deleteProduct: endpoint({
    method: 'POST',
    path: '/clubproduct/:id/delete_product/',
    access: productRecord,
    params,
    response: { 200: deletedProductSchema },
    summary: 'Delete a product; one with sales is disabled instead',
    tags,
  }),
  cartDetails: endpoint({
    method: 'POST',
    path: '/pos/cart_details/',
    access: staffBody,
    body: cartRequestSchema.meta({ examples: [cartExample] }),
    response: { 200: salePriceResultSchema },
    summary:
      "The cart's sub-total, discount, tax and total, per product and in all (the club's DefaultTax and TaxInclusivePrice)",
    tags,
  }),
  members: endpoint({
    method: 'GET',
    path: '/pos/members/',
    access: staffQuery,
    query: z.object({ club: recordId('club is required'), search: z.string().trim().max(100).default('') }),
    response: { 200: z.array(storeMemberSchema) },
    summary: 'Members to sell to (name, number or e-mail), with whether member prices apply',
    tags,
  }),
  checkout: endpoint({
    method: 'POST',
    path: '/pos/checkout/',
    access: staffBody,
    body: checkoutSchema.meta({
      examples: [{ ...cartExample, payment_method: 'S', name: 'Walk-in', idempotency_key: 'sale-0001-example' }],
    }),
    response: { 201: saleResultSchema },
    summary:
      "Sell the cart: a member's card on file, a club customer's card, cash or cheque; one sale and one charge per idempotency_key",
    tags,
  }),
  sale: endpoint({
    method: 'GET',
    path: '/pos/sale/:id/',
    access: saleRecord,
    params,
    response: { 200: saleRecordSchema },
    summary: 'A sale with its lines and its transaction',
    tags,
  }),
  authenticateSale: endpoint({
    method: 'POST',
    path: '/pos/sale/:id/authenticate/',
    access: saleRecord,
    params,
    body: authenticateSchema.meta({ examples: [{ approved: true }] }),
    response: { 200: saleResultSchema },
    summary:
      "Complete a sale whose card asked for the cardholder's authentication (status A): paid, or 400 with the card's reason",
    tags,
  }),
  customers: endpoint({
    method: 'GET',
    path: '/clubcustomer/',
    access: staffQuery,
    query: z.object({ club: recordId('club is required'), search: z.string().trim().max(100).optional() }),
    response: { 200: z.array(clubCustomerRecordSchema) },
    summary: "The club's walk-in customers (name or e-mail), at most 20",
    tags,
  }),
  createCustomer: endpoint({
    method: 'POST',
    path: '/clubcustomer/',
    access: staffBody,
    body: clubCustomerSchema.meta({ examples: [{ club: 1, name: 'Sam Visitor', email: 'sam@example.com' }] }),
    response: { 201: clubCustomerRecordSchema },
    summary: 'A walk-in customer with a name and e-mail',
    tags,
  }),
  chargeCustomer: endpoint({
    method: 'POST',
    path: '/clubcustomer/:id/charge/',
    access: customerRecord,
    params,
    body: customerSaleSchema.meta({
      examples: [{ ...cartExample, purpose: 'S', idempotency_key: 'sale-0002-example' }],
    }),
    response: { 201: saleResultSchema },
    summary: "Sell the cart to the customer on their card (purpose 'S'); one charge per idempotency_key",
    tags,
  }),
  addCustomerPaymentMethod: endpoint({
    method: 'POST',
    path: '/clubcustomer/:id/add_payment_method/',
    access: customerRecord,
    params,
    body: addPaymentMethodSchema.meta({ examples: [{ payment_method_id: 'pm_sim_ok_V_4242_12_2034' }] }),
    response: { 201: clubCustomerRecordSchema },
    summary: "Keep the customer's card by its payment method id",
    tags,
  }),
  createMotoDetails: endpoint({
    method: 'POST',
    path: '/clubcustomer/:id/create_moto_details/',
    access: customerRecord,
    params,
    body: motoDetailsSchema.meta({
      examples: [{ card_number: '4242424242424242', card_expiry_month: 12, card_expiry_year: 2034, cvc: '123' }],
    }),
    response: { 201: clubCustomerRecordSchema },
    summary: 'A card taken by phone: only brand, last four and expiry are kept',
    tags,
  }),
};
