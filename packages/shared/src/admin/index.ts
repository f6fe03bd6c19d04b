export * from './org';
export * from './role';
