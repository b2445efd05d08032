// Courts, court groups and booking rates (spec 2 §3, §4, §5, §9). The field builders stay inside.
export { courtRefusals, courtMessages, courtNotFound, MAX_RATE_PRICE } from './court-fields';
export * from './courts.rules';
export * from './court.schema';
export * from './booking-rate.rules';
export * from './booking-rate.schema';
export * from './courts.contract';
