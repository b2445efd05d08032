export * from './insights.schema';
export * from './insights.rules';
