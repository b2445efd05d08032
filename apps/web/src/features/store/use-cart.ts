import { useCallback, useState } from 'react';
import {
  addProduct,
  clearCart,
  emptyCart,
  removeProduct,
  setDiscount,
  setMember,
  stepQuantity,
  type Cart,
} from '@rally/domain';
import { cacheKeys, readCache, writeCache } from '../../lib/cache';
import type { ClubProduct } from './api/store.api';

/** A cart as kept in the browser: a line's `clubProduct` is the product record shown. */
export type StoreCart = Cart;

const readCart = (clubId: number): Cart => {
  const stored = readCache<Cart | null>(cacheKeys.cart(clubId), null);
  return stored && stored.club === clubId && Array.isArray(stored.products) ? stored : emptyCart(clubId);
};

/**
 * The club's cart of spec 1 (one per club, kept in the browser under the club's cart key): the
 * rules are the domain's cart functions (quantities add up, never below 0, removing the last
 * product clears member and discount, cleared only for the current club).
 */
export function useCart(clubId: number) {
  const [cart, setCart] = useState<Cart>(() => readCart(clubId));
  const [cartClub, setCartClub] = useState(clubId);
  if (cartClub !== clubId) {
    // Another club became the current one: its own cart.
    setCartClub(clubId);
    setCart(readCart(clubId));
  }
  const update = useCallback(
    (change: (cart: Cart) => Cart) =>
      setCart((current) => {
        const next = change(current);
        writeCache(cacheKeys.cart(next.club), next);
        return next;
      }),
    [],
  );
  return {
    cart,
    add: (product: ClubProduct) =>
      update((c) => addProduct(c, { product_id: product.id, quantity: 1, clubProduct: product })),
    step: (productId: number, delta: number) => update((c) => stepQuantity(c, productId, delta)),
    remove: (productId: number) => update((c) => removeProduct(c, productId)),
    setMember: (member: number | null) => update((c) => setMember(c, member)),
    setDiscount: (discount: number) => update((c) => setDiscount(c, discount)),
    clear: () => update((c) => clearCart(c, clubId)),
  };
}
export type CartControls = ReturnType<typeof useCart>;
