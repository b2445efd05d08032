export * from './tournament.schema';
export * from './fixture.schema';
