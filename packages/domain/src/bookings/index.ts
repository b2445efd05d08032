export * from './booking-codes';
export * from './booking.schema';
export * from './recurrence.rules';
export * from './booking-cost.rules';
export * from './booking-allowed.rules';
export * from './calendar.rules';
export * from './player-booking.schema';
