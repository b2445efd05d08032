// The point-of-sale cart of spec 1 §3–4, one per club. Every function returns a new cart and
// never changes its argument, so the web can keep carts in React state and localStorage as is.

/** One line of a cart; `clubProduct` is the product record the screen shows, carried as is. */
export type CartProduct = { product_id: number; quantity: number; clubProduct?: unknown };

/** The cart of one club: its lines, the member it is sold to, and a discount in percent. */
export type Cart = { club: number; products: CartProduct[]; member: number | null; discount: number };

/** Lowest and highest discount, in percent. */
export const CART_DISCOUNT_MIN = 0;
export const CART_DISCOUNT_MAX = 100;

// Quantities are counts: anything that is not a finite number reads as 0, and the floor is 0.
const toQuantity = (value: number): number => (Number.isFinite(value) && value > 0 ? Math.floor(value) : 0);

/** An empty cart for a club. */
export const emptyCart = (club: number): Cart => ({ club, products: [], member: null, discount: 0 });

/** Adds a product; the same product accumulates quantity (default 1). A quantity below 1 changes nothing. */
export const addProduct = (
  cart: Cart,
  product: { product_id: number; quantity?: number; clubProduct?: unknown },
): Cart => {
  const quantity = toQuantity(product.quantity ?? 1);
  if (quantity === 0) return cart;
  const existing = cart.products.find((p) => p.product_id === product.product_id);
  if (!existing) {
    const line: CartProduct = { product_id: product.product_id, quantity };
    if (product.clubProduct !== undefined) line.clubProduct = product.clubProduct;
    return { ...cart, products: [...cart.products, line] };
  }
  return {
    ...cart,
    products: cart.products.map((p) =>
      p === existing
        ? {
            ...p,
            quantity: p.quantity + quantity,
            ...(product.clubProduct !== undefined && { clubProduct: product.clubProduct }),
          }
        : p,
    ),
  };
};

/** Sets a product's quantity (floor 0); the line stays in the cart even at 0. Unknown products change nothing. */
export const setQuantity = (cart: Cart, productId: number, quantity: number): Cart => {
  if (!cart.products.some((p) => p.product_id === productId)) return cart;
  return {
    ...cart,
    products: cart.products.map((p) => (p.product_id === productId ? { ...p, quantity: toQuantity(quantity) } : p)),
  };
};

/** Steps a product's quantity up or down by `delta` (usually +1 or -1); never below 0. */
export const stepQuantity = (cart: Cart, productId: number, delta: number): Cart => {
  const line = cart.products.find((p) => p.product_id === productId);
  if (!line || !Number.isFinite(delta)) return cart;
  return setQuantity(cart, productId, line.quantity + delta);
};

/** Removes a product; removing the last product also clears the member and the discount. */
export const removeProduct = (cart: Cart, productId: number): Cart => {
  const products = cart.products.filter((p) => p.product_id !== productId);
  if (products.length === cart.products.length) return cart;
  return products.length === 0 ? { ...cart, products, member: null, discount: 0 } : { ...cart, products };
};

/** Sets (or with null clears) the member the cart is sold to. */
export const setMember = (cart: Cart, member: number | null): Cart => ({ ...cart, member });

/** Sets the discount in percent, kept within 0..100; anything non-numeric becomes 0. */
export const setDiscount = (cart: Cart, discount: number): Cart => ({
  ...cart,
  discount: Number.isFinite(discount) ? Math.min(CART_DISCOUNT_MAX, Math.max(CART_DISCOUNT_MIN, discount)) : 0,
});

/** True when a club's cart may be cleared or deleted: only when that club is the current club. */
export const canClearCart = (cartClub: number, currentClub: number | null | undefined): boolean =>
  currentClub !== null && currentClub !== undefined && cartClub === currentClub;

/** Clears the cart when its club is the current club; otherwise returns it unchanged. */
export const clearCart = (cart: Cart, currentClub: number | null | undefined): Cart =>
  canClearCart(cart.club, currentClub) ? emptyCart(cart.club) : cart;

/** The total number of items in the cart. */
export const cartItemCount = (cart: Cart): number => cart.products.reduce((sum, p) => sum + p.quantity, 0);

/** True when the cart has no products. */
export const isCartEmpty = (cart: Cart): boolean => cart.products.length === 0;
