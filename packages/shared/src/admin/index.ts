export * from './org';
export * from './role';
export * from './user';
export * from './menu';
export * from './logs';
export * from './sort-fields';
export * from './rules';
