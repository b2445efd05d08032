export * from './payment-codes';
export * from './test-cards';
export * from './payment.schema';
export * from './payment.types';
export * from './card-consent';
export * from './transaction-record.schema';
