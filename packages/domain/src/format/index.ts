export * from './club-format';
export * from './intl';
export * from './date-format';
export * from './money-format';
