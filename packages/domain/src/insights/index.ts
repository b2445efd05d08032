export * from './insights.schema';
export * from './insights.rules';
export * from './insights.contract';
