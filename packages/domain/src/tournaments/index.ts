export * from './tournament.schema';
