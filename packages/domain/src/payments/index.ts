export * from './payment-codes';
export * from './test-cards';
export * from './payment.schema';
export * from './payment.types';
export * from './payment-state';
export * from './card-consent';
export * from './transaction-record.schema';
export * from './payment.answers';
export * from './payments.contract';
export * from './stripe.contract';
// The accounting export (issue 30).
export * from './accounting-export';
export * from './account-credit';
export * from './account-credit.contract';
