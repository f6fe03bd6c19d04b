export * from './chinese-amount';
export * from './timestamp';
export * from './duration-text';
export * from './time-ago';
export * from './identifier';
export * from './formula';
