export * from './club-format';
export * from './intl';
export * from './date-format';
export * from './money-format';
export * from './club-locales';
export * from './locale-sample';
