export * from './glicko2';
export * from './score.rules';
export * from './match.schema';
export * from './levels';
