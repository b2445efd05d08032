import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clubFeatures, marketFeatures, storeProducts } from '../../db/schema';
import { storeTestApp } from './store.test-helpers';

// The Club Store's items through the API (spec 2 §7 Point of sale; docs/store.md): the demo shop
// listed and searched, a product made, edited and refused, one never sold deleted and one with
// sales disabled rather than deleted; who may do what (AGENT and POINT_OF_SALE; others not).

const { s, key, call, ok, product } = storeTestApp();

describe('manage items', () => {
  it('lists the demo shop by category and name, filters by category and search', async () => {
    const all = await ok(200, 'pos', 'GET', `/api/clubproduct/?club=${s.club}&page_size=100`);
    expect(all.count).toBeGreaterThanOrEqual(30);
    const categories = all.results.map((p: { category: string }) => p.category);
    expect(categories[0]).toBe('accessories');
    expect(new Set(categories).size).toBeGreaterThanOrEqual(8);
    const balls = await ok(200, 'pos', 'GET', `/api/clubproduct/?club=${s.club}&category=balls`);
    expect(balls.results.every((p: { category: string }) => p.category === 'balls')).toBe(true);
    const restring = await ok(200, 'pos', 'GET', `/api/clubproduct/?club=${s.club}&search=restring`);
    expect(restring.results.map((p: { name: string }) => p.name)).toContain('Restring, poly');
    const lesson = (await ok(200, 'pos', 'GET', `/api/clubproduct/?club=${s.club}&search=LES-P60`)).results[0];
    expect(lesson).toMatchObject({
      category: 'lessons',
      member_price: '85.00',
      nonmember_price: '100.00',
      tax_rate: 10,
      duration: 60,
      currency: 'AUD',
    });
  });

  it('creates and edits a product; prices kept in minor units', async () => {
    const made = await product({
      name: 'Grip tape',
      brand: 'Yonex',
      code: 'YNX-1',
      category: 'accessories',
      member_price: '9.99',
      nonmember_price: 12.5,
      tax_rate: 12.5,
    });
    expect(made).toMatchObject({
      name: 'Grip tape',
      member_price: '9.99',
      nonmember_price: '12.50',
      tax_rate: 12.5,
      enabled: true,
      duration: null,
    });
    const [row] = await s.t.db.select().from(storeProducts).where(eq(storeProducts.id, made.id));
    expect(row).toMatchObject({ member_price_minor: 999, nonmember_price_minor: 1250, tax_rate_bp: 1250 });
    const edited = await ok(200, 'pos', 'PATCH', `/api/clubproduct/${made.id}/`, {
      nonmember_price: 13,
      tax_rate: null,
    });
    expect(edited).toMatchObject({ name: 'Grip tape', member_price: '9.99', nonmember_price: '13.00', tax_rate: null });
  });

  it('refuses a bad product with the store message and field errors', async () => {
    const res = await call('pos', 'POST', '/api/clubproduct/', {
      club: s.club,
      name: '',
      category: 'food',
      member_price: -1,
      nonmember_price: 'x',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().reason).toBe('Invalid product details');
    expect(Object.keys(res.json().errors)).toEqual(
      expect.arrayContaining(['name', 'category', 'member_price', 'nonmember_price']),
    );
  });

  it('deletes a product never sold; disables one with sales', async () => {
    const unsold = await product({ name: 'Never sold' });
    expect(await ok(200, 'pos', 'POST', `/api/clubproduct/${unsold.id}/delete_product/`)).toMatchObject({
      deleted: true,
    });
    expect((await call('pos', 'GET', `/api/clubproduct/${unsold.id}/`)).statusCode).toBe(404);

    const sold = await product({ name: 'Sold once' });
    await ok(201, 'pos', 'POST', '/api/pos/checkout/', {
      club: s.club,
      products: [{ product_id: sold.id, quantity: 1 }],
      payment_method: 'S',
      name: 'Walk-in',
      idempotency_key: key(),
    });
    const res = await ok(200, 'pos', 'POST', `/api/clubproduct/${sold.id}/delete_product/`);
    expect(res).toMatchObject({
      deleted: false,
      disabled: true,
      detail: 'This product has sales, so it was disabled instead of deleted.',
      product: { enabled: false },
    });
    // A disabled product is not for sale.
    const refused = await call('pos', 'POST', '/api/pos/cart_details/', {
      club: s.club,
      products: [{ product_id: sold.id, quantity: 1 }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().reason).toBe('Sold once is not for sale.');
  });
});

describe('access: AGENT and POINT_OF_SALE only', () => {
  it('lets AGENT in; refuses MEMBERSHIP_FEES (403), a member (404) and another club (404)', async () => {
    expect((await call('agent', 'GET', `/api/clubproduct/?club=${s.club}`)).statusCode).toBe(200);
    expect((await call('fees', 'GET', `/api/clubproduct/?club=${s.club}`)).statusCode).toBe(403);
    expect((await call('player', 'GET', `/api/clubproduct/?club=${s.club}`)).statusCode).toBe(404);
    expect((await call('other', 'GET', `/api/clubproduct/?club=${s.club}`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `/api/clubproduct/?club=${s.club}`)).statusCode).toBe(401);
    const a = await product({ name: 'Access A' });
    expect(
      (
        await call('fees', 'POST', '/api/pos/checkout/', {
          club: s.club,
          products: [{ product_id: a.id, quantity: 1 }],
          payment_method: 'S',
          idempotency_key: key(),
        })
      ).statusCode,
    ).toBe(403);
    expect((await call('other', 'PATCH', `/api/clubproduct/${a.id}/`, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await call('other', 'POST', `/api/clubproduct/${a.id}/delete_product/`)).statusCode).toBe(404);
    // Harbour's package (Starter) has no Point of sale: its store answers 403 naming the feature.
    const gated = await call('other', 'POST', '/api/pos/cart_details/', {
      club: s.harbour,
      products: [{ product_id: a.id, quantity: 1 }],
    });
    expect(gated.statusCode).toBe(403);
    expect(gated.json().reason).toContain('Point of sale');
    // With the feature, Harbour's AGENT still cannot sell Riverside's product in Harbour's store.
    const [pos] = await s.t.db
      .select({ id: marketFeatures.id })
      .from(marketFeatures)
      .where(eq(marketFeatures.name, 'pointofsale'));
    await s.t.db
      .insert(clubFeatures)
      .values({ club_id: s.harbour, feature_id: pos.id, enabled: true, params: {} })
      .onConflictDoUpdate({ target: [clubFeatures.club_id, clubFeatures.feature_id], set: { enabled: true } });
    const cross = await call('other', 'POST', '/api/pos/cart_details/', {
      club: s.harbour,
      products: [{ product_id: a.id, quantity: 1 }],
    });
    expect(cross.statusCode).toBe(400);
    expect(cross.json().reason).toBe('A product in the cart is no longer in the store.');
  });
});
