// The pure draw algorithms of tournaments and leagues (issue 15): no database, no server. See
// docs/competitions-draw.md. The package is side-effect free, so pages that do not call these
// functions do not ship them.
export * from './round-robin';
export * from './fixture-dates';
export * from './courts';
export * from './knockout';
export * from './ladder';
export * from './tennis-score';
export * from './totals';
export * from './manual-draw';
export * from './fixture-winner';
export * from './lineup';
