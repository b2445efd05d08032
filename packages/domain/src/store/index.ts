export * from './store-codes';
export * from './store-pricing';
export * from './store.schema';
