export * from './payment-codes';
export * from './test-cards';
export * from './payment.schema';
