export * from './tournament-options';
export * from './tournament-messages';
export * from './tournament-params.schema';
export * from './tournament.schema';
export * from './tournament-entities.schema';
export * from './fixture.schema';
export * from './player-ladder.schema';
export * from './ladder/challenge-ladder';
