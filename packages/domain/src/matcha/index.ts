export * from './hit.schema';
export * from './hit.rules';
