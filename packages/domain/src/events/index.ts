export * from './event-codes';
export * from './event.schema';
export * from './event-sessions.rules';
export * from './event-price.rules';
