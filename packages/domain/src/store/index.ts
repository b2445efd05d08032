export * from './store-codes';
export * from './store-pricing';
export * from './store.schema';
export * from './store.answers';
export * from './store.contract';
// Closing a day at the desk (issue 30).
export * from './cash-up';
export * from './cash-up.contract';
