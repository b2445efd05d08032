export * from './operator.schema';
export * from './operator.contract';
