export * from './glicko2';
export * from './score.rules';
export * from './match.schema';
export * from './match.answers';
export * from './matches.contract';
export * from './levels';
