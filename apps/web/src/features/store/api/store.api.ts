import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ClubFeature, ProductCategoryName, TransactionRecord } from '@rally/domain';
import { api, type Page } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { useApiMutation } from '../../../lib/use-api-mutation';

// The Club Store calls (spec 2 §7 Point of sale) and their hooks.

/** A club product as the API gives it (spec 2 §3): prices as decimal text of the club's currency. */
export type ClubProduct = {
  id: number;
  club: number;
  name: string;
  brand: string;
  code: string;
  category: ProductCategoryName;
  desc: string;
  member_price: string;
  nonmember_price: string;
  tax_rate: number | null;
  enabled: boolean;
  duration: number | null;
  currency: string;
};

/** The sale price result (spec 2 §3). */
export type SalePriceResult = {
  sub_total: string;
  discount: string;
  total_tax: string;
  total_cost: string;
  tax_inclusive: boolean;
  currency: string;
  member: { id: number; name: string; member_price: boolean } | null;
  products_prices: {
    product: number;
    name: string;
    quantity: number;
    unit_price: string;
    price: string;
    discounted_price: string;
    tax: string;
    tax_rate: number;
  }[];
};

export type StoreMember = { id: number; name: string; email: string; player: number | null; member_price: boolean };
export type ClubCustomer = {
  id: number;
  club: number;
  name: string;
  email: string;
  card: { card_type: string; last4: string; exp_month: number; exp_year: number } | null;
};
export type SaleResult = {
  sale: { id: number; status: string; total_cost: string; buyer_email: string; currency: string };
  transaction: TransactionRecord | null;
  client_secret: string | null;
  replayed: boolean;
};

export type ProductFilters = { category: ProductCategoryName | null; search: string; enabled?: boolean };

/** GET /api/clubproduct/?club&page_size&category&search: the club's products (100 a page). */
export const useProducts = (clubId: number, filters: ProductFilters) =>
  useQuery({
    queryKey: queryKeys.clubProducts.list(clubId, filters),
    queryFn: ({ signal }) =>
      api<Page<ClubProduct>>('clubproduct/', {
        query: {
          club: clubId,
          page_size: 100,
          ...(filters.category ? { category: filters.category } : {}),
          ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
          ...(filters.enabled === undefined ? {} : { enabled: String(filters.enabled) }),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** POST /api/clubproduct/ or PATCH /api/clubproduct/{id}/. */
export const useSaveProduct = (clubId: number) =>
  useApiMutation({
    mutationFn: ({ id, ...values }: Record<string, unknown> & { id: number | null }) =>
      id
        ? api<ClubProduct>(`clubproduct/${id}/`, { method: 'PATCH', body: values })
        : api<ClubProduct>('clubproduct/', { method: 'POST', body: { ...values, club: clubId } }),
    invalidates: [queryKeys.clubProducts.club(clubId), queryKeys.cartDetails.club(clubId)],
  });

/** POST /api/clubproduct/{id}/delete_product/: deleted, or disabled when it has sales. */
export const useDeleteProduct = (clubId: number) =>
  useApiMutation({
    mutationFn: (id: number) =>
      api<{ deleted: boolean; disabled: boolean; detail: string }>(`clubproduct/${id}/delete_product/`, {
        method: 'POST',
      }),
    invalidates: [queryKeys.clubProducts.club(clubId), queryKeys.cartDetails.club(clubId)],
  });

export type CartRequestBody = {
  club: number;
  member: number | null;
  discount: number;
  products: { product_id: number; quantity: number }[];
};

/** POST /api/pos/cart_details/: the cart's price; kept while the next one loads. */
export const useCartDetails = (body: CartRequestBody) =>
  useQuery({
    queryKey: queryKeys.cartDetails.list(body.club, body),
    queryFn: ({ signal }) => api<SalePriceResult>('pos/cart_details/', { method: 'POST', body, signal }),
    enabled: body.products.length > 0,
    placeholderData: keepPreviousData,
    retry: false,
  });

/** GET /api/pos/members/?club&search. */
export const useStoreMembers = (clubId: number, search: string) =>
  useQuery({
    queryKey: queryKeys.storeMembers.list(clubId, { search }),
    queryFn: ({ signal }) => api<StoreMember[]>('pos/members/', { query: { club: clubId, search }, signal }),
    enabled: search.trim().length >= 2,
    placeholderData: keepPreviousData,
  });

/** GET /api/clubcustomer/?club&search. */
export const useClubCustomers = (clubId: number, search: string) =>
  useQuery({
    queryKey: queryKeys.clubCustomers.list(clubId, { search }),
    queryFn: ({ signal }) =>
      api<ClubCustomer[]>('clubcustomer/', {
        query: { club: clubId, ...(search.trim() ? { search: search.trim() } : {}) },
        signal,
      }),
  });

export const useCreateCustomer = (clubId: number) =>
  useApiMutation({
    mutationFn: (values: { name: string; email: string }) =>
      api<ClubCustomer>('clubcustomer/', { method: 'POST', body: { ...values, club: clubId } }),
    invalidates: [queryKeys.clubCustomers.club(clubId)],
  });

/** POST /api/clubcustomer/{id}/create_moto_details/: a card taken by phone. */
export const useMotoDetails = (clubId: number) =>
  useApiMutation({
    mutationFn: ({
      id,
      ...card
    }: {
      id: number;
      card_number: string;
      card_expiry_month: number;
      card_expiry_year: number;
      cvc: string;
    }) => api<ClubCustomer>(`clubcustomer/${id}/create_moto_details/`, { method: 'POST', body: card }),
    invalidates: [queryKeys.clubCustomers.club(clubId)],
  });

export type CheckoutBody = CartRequestBody & {
  payment_method: 'C' | 'Q' | 'S';
  club_customer?: number | null;
  payment_method_id?: string;
  name?: string;
  email?: string;
  notes?: string;
  idempotency_key: string;
};

/** POST /api/pos/checkout/: sells the cart; a decline rejects with the card's reason. */
export const useCheckout = (clubId: number) =>
  useApiMutation({
    mutationFn: (body: CheckoutBody) => api<SaleResult>('pos/checkout/', { method: 'POST', body }),
    invalidates: [queryKeys.transactions.club(clubId), queryKeys.clubProducts.club(clubId)],
  });

/** POST /api/pos/sale/{id}/authenticate/: settles a sale whose card asked for the cardholder's authentication; a failure rejects with the card's reason. */
export const useAuthenticateSale = (clubId: number) =>
  useApiMutation({
    mutationFn: ({ id, approved }: { id: number; approved: boolean }) =>
      api<SaleResult>(`pos/sale/${id}/authenticate/`, { method: 'POST', body: { approved } }),
    invalidates: [queryKeys.transactions.club(clubId)],
  });

/** PATCH /api/clubfeature/{id}/ with the pointofsale params. */
export const useSaveStoreSettings = (clubId: number) =>
  useApiMutation({
    mutationFn: ({ id, params }: { id: number; params: { DefaultTax: number; TaxInclusivePrice: boolean } }) =>
      api<ClubFeature>(`clubfeature/${id}/`, { method: 'PATCH', body: { params } }),
    invalidates: [
      queryKeys.clubFeatures.club(clubId),
      queryKeys.cartDetails.club(clubId),
      queryKeys.club.detail(clubId),
    ],
  });

/** GET /api/stripe_key/: which gateway the browser talks to (the simulated one turns a typed card into a payment method id). */
export const useGatewayKey = () =>
  useQuery({
    queryKey: queryKeys.stripeKey,
    queryFn: ({ signal }) => api<{ key: string; gateway: 'simulated' | 'stripe' }>('stripe_key/', { signal }),
    staleTime: Infinity,
  });

/** POST /api/clubcustomer/{id}/charge/: sells the cart to a club customer on their card. */
export const useChargeCustomer = (clubId: number) =>
  useApiMutation({
    mutationFn: ({ id, ...body }: CartRequestBody & { id: number; notes?: string; idempotency_key: string }) =>
      api<SaleResult>(`clubcustomer/${id}/charge/`, { method: 'POST', body: { ...body, purpose: 'S' } }),
    invalidates: [queryKeys.transactions.club(clubId), queryKeys.clubCustomers.club(clubId)],
  });
