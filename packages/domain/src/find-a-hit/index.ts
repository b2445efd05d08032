export * from './hit.schema';
export * from './hit.rules';
export * from './availability';
