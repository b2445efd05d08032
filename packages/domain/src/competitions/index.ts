export * from './tournament.schema';
export * from './fixture.schema';
export * from './player-ladder.schema';
export * from './ladder/challenge-ladder';
