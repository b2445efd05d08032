// Coaches and their club settings (spec 2 §3).
export * from './coach.schema';
export * from './coaches.contract';
export * from './coach-finder';
export * from './lesson-hours';
