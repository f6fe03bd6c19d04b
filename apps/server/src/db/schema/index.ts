export * from './org';
export * from './users';
export * from './oauth';
export * from './logs';
export * from './menu';
export * from './notice';
export * from './files';
export * from './form';
