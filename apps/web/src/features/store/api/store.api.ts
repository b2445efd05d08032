import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { paymentsContract, storeContract, type CartRequest, type ProductCategoryName } from '@rally/domain';
import { useSaveClubFeature } from '../../../lib/club-features';
import { clubKey } from '../../../lib/dashboard';
import { call, keyOf, queryOf, type CallInput } from '../../../lib/endpoint';
import { useApiMutation } from '../../../lib/use-api-mutation';

// The Club Store calls (spec 2 §7 Point of sale) and their hooks, from the store's contracts.

export type { ClubCustomer, ClubProduct, SalePriceResult, SaleResult, StoreMember } from '@rally/domain';

type BodyOf<E extends Parameters<typeof call>[0]> = CallInput<E>['body'];

/** Every product list of a club (each page, filter and search). */
const productsOf = (club: number) => keyOf(storeContract.products, { query: { club } });
/** Every priced cart of a club: the price follows the products and the club's tax settings. */
const cartsOf = (club: number) => [...keyOf(storeContract.cartDetails), { club }];

export type ProductFilters = { category: ProductCategoryName | null; search: string; enabled?: boolean };

/** GET /api/clubproduct/?club&page_size&category&search: the club's products (100 a page). */
export const useProducts = (clubId: number, filters: ProductFilters) =>
  useQuery({
    ...queryOf(storeContract.products, {
      query: {
        club: clubId,
        page_size: 100,
        ...(filters.category ? { category: filters.category } : {}),
        ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
        ...(filters.enabled === undefined ? {} : { enabled: filters.enabled ? 'true' : 'false' }),
      },
    }),
    placeholderData: keepPreviousData,
  });

/** POST /api/clubproduct/ or PATCH /api/clubproduct/{id}/. */
export const useSaveProduct = (clubId: number) =>
  useApiMutation({
    mutationFn: ({ id, ...values }: Record<string, unknown> & { id: number | null }) =>
      id
        ? call(storeContract.updateProduct, {
            params: { id },
            body: values as BodyOf<typeof storeContract.updateProduct>,
          })
        : call(storeContract.createProduct, {
            body: { ...values, club: clubId } as BodyOf<typeof storeContract.createProduct>,
          }),
    invalidates: [productsOf(clubId), cartsOf(clubId)],
  });

/** POST /api/clubproduct/{id}/delete_product/: deleted, or disabled when it has sales. */
export const useDeleteProduct = (clubId: number) =>
  useApiMutation({
    mutationFn: (id: number) => call(storeContract.deleteProduct, { params: { id } }),
    invalidates: [productsOf(clubId), cartsOf(clubId)],
  });

export type CartRequestBody = CartRequest;

/** POST /api/pos/cart_details/: the cart's price; kept while the next one loads. */
export const useCartDetails = (body: CartRequestBody) =>
  useQuery({
    // A price asked by POST: its key is the cart, under the club's (cartsOf names every cart of it).
    queryKey: [...keyOf(storeContract.cartDetails), body],
    queryFn: ({ signal }) => call(storeContract.cartDetails, { body, signal }),
    enabled: body.products.length > 0,
    placeholderData: keepPreviousData,
    retry: false,
  });

/** GET /api/pos/members/?club&search. */
export const useStoreMembers = (clubId: number, search: string) =>
  useQuery({
    ...queryOf(storeContract.members, { query: { club: clubId, search } }),
    enabled: search.trim().length >= 2,
    placeholderData: keepPreviousData,
  });

/** Every page of the club's transactions (the payments' list): a sale adds one. */
const transactionsOf = (club: number) => keyOf(paymentsContract.transactions, { query: { club } });

/** Every customer query of a club. */
const customersOf = (club: number) => keyOf(storeContract.customers, { query: { club } });

/** GET /api/clubcustomer/?club&search. */
export const useClubCustomers = (clubId: number, search: string) =>
  useQuery(
    queryOf(storeContract.customers, { query: { club: clubId, ...(search.trim() ? { search: search.trim() } : {}) } }),
  );

export const useCreateCustomer = (clubId: number) =>
  useApiMutation({
    mutationFn: (values: { name: string; email: string }) =>
      call(storeContract.createCustomer, { body: { ...values, club: clubId } }),
    invalidates: [customersOf(clubId)],
  });

/** POST /api/clubcustomer/{id}/create_moto_details/: a card taken by phone. */
export const useMotoDetails = (clubId: number) =>
  useApiMutation({
    mutationFn: ({ id, ...card }: { id: number } & BodyOf<typeof storeContract.createMotoDetails>) =>
      call(storeContract.createMotoDetails, { params: { id }, body: card }),
    invalidates: [customersOf(clubId)],
  });

export type CheckoutBody = BodyOf<typeof storeContract.checkout>;

/** POST /api/pos/checkout/: sells the cart; a decline rejects with the card's reason. */
export const useCheckout = (clubId: number) =>
  useApiMutation({
    mutationFn: (body: CheckoutBody) => call(storeContract.checkout, { body }),
    invalidates: [transactionsOf(clubId), productsOf(clubId)],
  });

/** POST /api/pos/sale/{id}/authenticate/: settles a sale whose card asked for the cardholder's authentication; a failure rejects with the card's reason. */
export const useAuthenticateSale = (clubId: number) =>
  useApiMutation({
    mutationFn: ({ id, approved }: { id: number; approved: boolean }) =>
      call(storeContract.authenticateSale, { params: { id }, body: { approved } }),
    invalidates: [transactionsOf(clubId)],
  });

/** PATCH /api/clubfeature/{id}/ with the pointofsale params (`{ id, params }`): the carts are priced again. */
export const useSaveStoreSettings = (clubId: number) => useSaveClubFeature(clubId, [cartsOf(clubId), clubKey(clubId)]);

export { useGatewayKey } from '../../../lib/gateway';

/** POST /api/clubcustomer/{id}/charge/: sells the cart to a club customer on their card. */
export const useChargeCustomer = (clubId: number) =>
  useApiMutation({
    mutationFn: ({ id, ...body }: CartRequestBody & { id: number; notes?: string; idempotency_key: string }) =>
      call(storeContract.chargeCustomer, { params: { id }, body: { ...body, purpose: 'S' } }),
    invalidates: [transactionsOf(clubId), customersOf(clubId)],
  });
