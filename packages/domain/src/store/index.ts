export * from './store-codes';
export * from './store-pricing';
export * from './store.schema';
export * from './store.answers';
export * from './store.contract';
