export * from './hit.schema';
export * from './hit.rules';
export * from './availability';
export * from './hit.answers';
export * from './find-a-hit.contract';
