export * from './access';
export * from './endpoint';
export * from './no-content';
export * from './paging';
