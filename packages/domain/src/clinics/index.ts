export * from './clinic-codes';
export * from './clinic.schema';
export * from './clinic-sessions.rules';
export * from './clinic-price.rules';
export * from './clinic-signup.rules';
export * from './club-terms.contract';
export * from './clinic.answers';
export * from './clinics.contract';
